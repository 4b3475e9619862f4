import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader

private let window = #"{"id": "w", "frame": [0, 0, 1, 1]}"#

/// The rendered diagnostic of reading `bytes` as standard input.
private func failure(bytes: [UInt8]) -> String? {
    do {
        _ = try ScenarioFile.load(path: "-", readStandardInput: { bytes })
        return nil
    } catch {
        return error.rendered
    }
}

/// A scenario whose `name` is the JSON string literal `literal`.
private func named(_ literal: String) -> String {
    #"{"touchsim": 1, "name": "# + literal + #", "tree": "# + window + #", "events": []}"#
}

@Test("Strings decode every escape of RFC 8259, surrogate pairs included (docs/format.md §4: strict JSON)")
func stringEscapes() throws {
    let file = try load(named(#""q\" b\\ s\/ \b\f\n\r\t \u00e9\u00C9 \uD83D\uDE00 é😀""#))
    #expect(file.scene.name == "q\" b\\ s/ \u{8}\u{C}\n\r\t éÉ 😀 é😀")
}

@Test("Numbers convert to the nearest double, short or long (docs/format.md §4: strict JSON)")
func exactNumbers() throws {
    // Short ones take the fast path; long mantissas and large exponents take `Double(String)`.
    let texts = [
        "0", "-0", "0.1", "1e2", "1E-7", "-12.5e+1", "123456.789", "0.30000000000000004", "900719925.4740993",
        "0.1000000000000000055511151231257827", "4.9e-324", "123456789012345678901234567890e-22",
        "0.000000000000000000000001", "1e-400", "123456.789012345", "1234.567890123456", "-0.0", "12345.6789012345",
        "9.999999999999999", "7.0", "-300.25",
    ]
    let events = texts.enumerated().map { index, text in
        "{\"t\": \(index), \"touch\": \(index + 1), \"phase\": \"down\", \"x\": \(text), \"y\": 0}"
    }
    let file = try load(scenario(tree: window, events: "[\(events.joined(separator: ","))]"))
    let xs = try groups(file).flatMap { $0.map(\.location.x) }
    #expect(xs.map(\.bitPattern) == texts.map { Double($0)!.bitPattern })
}

@Test("Columns count Unicode scalars, not bytes; lines count line feeds, CRLF included (docs/format.md §4)")
func columnsCountScalars() {
    #expect(
        failure("{\"touchsim\": 1,\r\n \"name\": \"é😀\", \"bad\": 1}")
            == "<stdin>:2:16: error: bad: unknown key \"bad\"; the closest known key is \"name\"")
}

@Test("A UTF-8 byte order mark is skipped and takes no column (docs/format.md §4)")
func byteOrderMark() throws {
    let text = Array(scenario(tree: window).utf8)
    #expect(failure(bytes: [0xEF, 0xBB, 0xBF] + text) == nil)
    #expect(
        failure(bytes: [0xEF, 0xBB, 0xBF, UInt8(ascii: "[")])
            == "<stdin>:1:1: error: expected a scenario object {\"touchsim\": 1, …}, found an array")
}

@Test("Positions stay exact across the 64 KiB chunks the lexer reads (docs/format.md §4)")
func positionsAcrossChunks() {
    // Two-byte characters straddle the chunk boundary; the error lies beyond it.
    let comment = String(repeating: "é", count: 40_000)
    let text = "{\"comment\": \"\(comment)\",\n \"touchsim\": 1, \"nope\": 1}"
    #expect(failure(text) == "<stdin>:2:17: error: nope: unknown key \"nope\"; the closest known key is \"name\"")
    let sameLine = "{\"comment\": \"\(comment)\", \"name\": tru}"
    #expect(failure(sameLine) == "<stdin>:1:40028: error: unexpected \"}\"; expected \"true\"")
}

@Test("Numbers and keys read the same whether they lie in one 64 KiB chunk or across two (docs/format.md §4)")
func tokensAcrossChunks() throws {
    // The lexer reads a token whole when it lies in the chunk in memory, byte by byte otherwise.
    for shift in 0..<14 {
        let head = #"{"touchsim": 1, "tree": "# + window + #", "name": ""#
        let tail = #"", "events": [{"t": 0, "touch": 1, "phase": "down", "x": -123.456789, "y": 1234.567890123456}]}"#
        let xStart = (head + tail).utf8.count - #"-123.456789, "y": 1234.567890123456}]}"#.utf8.count
        let name = String(repeating: "n", count: 65_536 - shift - xStart)
        let file = try load(head + name + tail)
        let event = try #require(try groups(file).first?.first)
        #expect(file.scene.name == name)
        #expect(event.location.x == -123.456789 && event.location.y == 1234.567890123456)
        #expect(event.phase == .down)
    }
}

@Test(
    "Broken strings are syntax errors at the offending byte (docs/format.md §4)",
    arguments: [
        ([0x22, 0xC0, 0x80, 0x22], "<stdin>:1:26: error: invalid UTF-8 byte 0xC0 in a string"),  // overlong NUL
        ([0x22, 0xED, 0xA0, 0x80, 0x22], "<stdin>:1:27: error: invalid UTF-8 byte 0xA0 in a string"),  // a surrogate
        // above U+10FFFF
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "<stdin>:1:27: error: invalid UTF-8 byte 0x90 in a string"),
        ([0x22, 0xE2, 0x82], "<stdin>:1:27: error: invalid UTF-8 byte 0x7D in a string"),  // a truncated sequence
        ([0x22, 0x61], "<stdin>:1:28: error: unexpected end of file; expected a closing quote"),
        (
            [0x22, 0x09, 0x22],
            "<stdin>:1:26: error: control character U+0009 in a string; write it as an escape such as \\n"
        ),
        (
            Array(#""\x""#.utf8),
            "<stdin>:1:27: error: unexpected \"x\"; expected an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX"
        ),
        (Array(#""\u12G4""#.utf8), "<stdin>:1:30: error: unexpected \"G\"; expected 4 hexadecimal digits after \\u"),
        (
            Array(#""\uDE00""#.utf8),
            "<stdin>:1:26: error: unpaired surrogate \\uDE00; a character above U+FFFF is written as a high and a low surrogate, such as \\uD83D\\uDE00"
        ),
    ] as [([UInt8], String)])
func brokenStrings(string: [UInt8], expected: String) {
    #expect(failure(bytes: Array(#"{"touchsim": 1, "name": "#.utf8) + string + [UInt8(ascii: "}")]) == expected)
}

@Test(
    "Non-JSON numbers, literals and commas are syntax errors at the offending byte (docs/format.md §4)",
    arguments: [
        ("01", "<stdin>:1:15: error: a number cannot have a leading zero; write 1 instead"),
        ("1.", "<stdin>:1:16: error: unexpected \"}\"; expected a digit after \".\""),
        ("-", "<stdin>:1:15: error: unexpected \"}\"; expected a digit after \"-\""),
        ("1e", "<stdin>:1:16: error: unexpected \"}\"; expected a digit in the exponent"),
        ("NaN", "<stdin>:1:14: error: unexpected \"N\"; expected a value"),
        ("+1", "<stdin>:1:14: error: unexpected \"+\"; expected a value"),
        ("nul", "<stdin>:1:17: error: unexpected \"}\"; expected \"null\""),
        ("1 // comment", "<stdin>:1:16: error: unexpected \"/\"; expected \",\" or \"}\""),
        ("1,", "<stdin>:1:16: error: unexpected \"}\"; expected a key in double quotes (no comma before \"}\")"),
        ("[1,]", "<stdin>:1:17: error: unexpected \"]\"; expected a value (no comma before \"]\")"),
    ])
func brokenValues(value: String, expected: String) {
    #expect(failure("{\"touchsim\": \(value)}") == expected)
}

@Test("A file that stops after a comma needs a key; the no-comma hint is for a comma before \"}\" (docs/format.md §4)")
func stopsAfterAComma() {
    #expect(
        failure(#"{"touchsim": 1,"#) == "<stdin>:1:16: error: unexpected end of file; expected a key in double quotes")
    #expect(
        failure("{\"touchsim\": 1,\n") == "<stdin>:2:1: error: unexpected end of file; expected a key in double quotes")
}

@Test(
    "A number beyond a double's range is valid JSON: refused where it is read, with its path and what was expected, and kept in an ignored key (docs/format.md §4)",
    arguments: [
        (
            #"{"touchsim": 1e999}"#,
            "<stdin>:1:14: error: touchsim: expected the format version 1, found a number beyond a double's range (±1.8e308)"
        ),
        (
            #"{"touchsim": 1, "tree": {"id": "w", "frame": [0, 0, -1e999, 844]}, "events": []}"#,
            "<stdin>:1:53: error: tree.frame[2]: expected a width ≥ 0 within ±1e9, found a number beyond a double's range (±1.8e308)"
        ),
        (
            #"{"touchsim": 1, "tree": {"id": "w", "frame": [0, 0, 1, 1]}, "events": [{"t": 0, "touch": 1, "phase": "down", "x": 1e400, "y": 0}]}"#,
            "<stdin>:1:115: error: events[0].x: expected an x within ±1e9, found a number beyond a double's range (±1.8e308)"
        ),
        (#"{"touchsim": 1, "comment": [1e999], "tree": {"id": "w", "frame": [0, 0, 1, 1]}, "events": []}"#, nil),
    ] as [(String, String?)])
func numbersBeyondADouble(document: String, expected: String?) {
    #expect(failure(document) == expected)
}
