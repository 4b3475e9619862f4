import TouchSimCore

/// The top-level object of a scenario file (docs/format.md §1), read in pass 1: its keys may come in
/// any order, so the events and an inline tree are validated where they stand and only their
/// place is kept: the tree is decoded from there once `ios` is known.
package struct ScenarioDocument {
    package static let keys = ["touchsim", "name", "ios", "tree", "windows", "events", "sampleRate", "want", "$schema"]
    /// The key that gives several windows instead of `tree` (docs/format.md §1, docs/model.md §18).
    package static let windowsKey = "windows"
    /// The highest `sampleRate`, in Hz: UIKit devices sample touches at 60 to 240 Hz.
    static let maximumSampleRate = 1000.0

    var name: String?
    var ios = IOSVersion.default
    /// The `tree` value when it is not a view object: a file path, or a mistake to report. A
    /// view object is only checked here, and decoded from `treeMark`.
    var tree: JSONValue?
    /// Where the `tree` value starts, or the `windows` array.
    var treeMark: LexerMark
    /// `tree`, or `windows` when the scenario gives several windows.
    var treeKey: String
    /// How many objects of an inline tree have an `id` key, when it was only checked.
    var treeIDs = 0
    /// An inline tree decoded, or refused, as pass 1 read it (for the document's `ios`); nil
    /// when it is to be decoded from `treeMark`.
    package var streamedTree: TreeDecoder.StreamedTree?
    /// Where the `events` array starts, for pass 2.
    var eventsMark: LexerMark
    /// Where the `events` array ends, for `touchsim expand`.
    var eventsEnd: LexerMark
    var eventCount: Int
    /// The `sampleRate` of the shorthands, in Hz, if the document gives one.
    var sampleRate: Double?
    /// The view ids the shorthands name, each once, in the order written.
    var viewReferences: [ViewReference]
    /// How many entries of `events` are shorthands.
    var shorthandCount: Int
    /// The `set` events, in order, to check once the scene is known (docs/format.md §1.7).
    var setEvents: [SetEvent]
    /// The `want` list: expectations for `touchsim fix`, which parses them; `replay` ignores them.
    var wants: [SourceText] = []

    /// Reads and validates the whole document, events included; an inline tree is decoded as it
    /// is read when `overrides` (the `--set` overrides) allow.
    static func read(_ lexer: inout JSONLexer, overrides: PendingOverrides) throws(Diagnostic) -> ScenarioDocument {
        var reader = try Reader(&lexer)
        _ = try reader.readMembers(&lexer, overrides: overrides, pausingAtEvents: false)
        return try reader.document(&lexer)
    }

    /// The top-level object as it is read, member by member. It may pause where the `events`
    /// array starts, so that pass 2 can start there while another lexer reads on (docs/format.md
    /// §4.9, `ReplaySchedule.threads`).
    package struct Reader {
        private let start: TextPosition
        private var seen = SeenKeys()
        private var first = true
        /// The `events` key has been read and its array is next.
        private var eventsNext = false
        private(set) var name: String?
        private var ios: IOSVersion?
        private var tree: (value: JSONValue?, mark: LexerMark, ids: Int)?
        private var treeKey: String?
        /// An inline tree decoded, or refused, as it was read, with the iOS version it was read for.
        private(set) var streamed: (tree: TreeDecoder.StreamedTree, ios: IOSVersion)?
        private var events: (mark: LexerMark, end: LexerMark, stream: EventStream)?
        private var sampleRate: Double?
        private var wants: [SourceText] = []

        /// Takes the inline tree decoded in pass 1 so far, leaving `.taken` in its place: a
        /// reader copied to another thread then keeps only the fact that it was decoded.
        package mutating func takeDecodedTree() -> (decoder: TreeDecoder, root: ViewSpec)? {
            guard let (tree, ios) = streamed, case .decoded(let decoder, let root) = tree else { return nil }
            streamed = (.taken, ios)
            return (decoder, root)
        }

        /// Reads up to the first member of the scenario object.
        package init(_ lexer: inout JSONLexer) throws(Diagnostic) {
            try lexer.skipByteOrderMark()
            start = lexer.position
            guard try lexer.skipWhitespace() != nil else {
                let found = lexer.position == start ? "the file is empty" : "unexpected end of file"
                throw lexer.error(
                    "\(found); expected a scenario object {\"touchsim\": 1, \"tree\": …, \"events\": […]}")
            }
            let kind = try lexer.peekValue()
            guard kind == .object else {
                throw lexer.error("expected a scenario object {\"touchsim\": 1, …}, found \(kind.phrase)")
            }
            try lexer.beginObject()
        }

        /// Reads members to the end of the object; with `pausingAtEvents`, stops instead just
        /// after the `events` key, the lexer at its array, and returns true.
        package mutating func readMembers(
            _ lexer: inout JSONLexer, overrides: PendingOverrides, pausingAtEvents: Bool
        ) throws(Diagnostic) -> Bool {
            if eventsNext {
                eventsNext = false
                try readEvents(&lexer)
            }
            while let keyPosition = try lexer.nextMember(first: &first) {
                let key = lexer.scratchString
                let keyLocation = lexer.location(keyPosition)
                try seen.note(key, at: keyLocation)
                // First: a document of 100,000s of ignored keys is a hostile input (docs/format.md §4.9).
                if JSONObject.isIgnored(key) {
                    try JSONValue.check(&lexer)
                    continue
                }
                if key == "tree" || key == ScenarioDocument.windowsKey, let other = treeKey {
                    throw keyLocation.diagnostic(
                        "\"\(key)\" after \"\(other)\": a scenario gives either one window's \"tree\" or \"windows\", not both",
                        path: JSONPath.key("", key))
                }
                switch key {
                case "events":
                    guard !pausingAtEvents else {
                        eventsNext = true
                        return true
                    }
                    try readEvents(&lexer)
                case "sampleRate":
                    sampleRate = try ScenarioDocument.sampleRate(JSONValue.parse(&lexer), path: key)
                case "touchsim":
                    let value = try JSONValue.parse(&lexer)
                    guard case .number(let version) = value.kind, version.isFinite else {
                        throw value.mismatch("the format version 1", path: key)
                    }
                    guard version == 1 else {
                        throw value.location.diagnostic(
                            "unsupported format version \(value.quoted); this touchsim reads version 1", path: key)
                    }
                case "name": name = try JSONValue.parse(&lexer).string(path: key)
                // The schema an editor checks the file against (docs/format.md §4.17).
                case "$schema": _ = try JSONValue.parse(&lexer).string(path: key)
                case "ios": ios = try ScenarioDocument.iosVersion(JSONValue.parse(&lexer))
                case "tree":
                    treeKey = key
                    let isObject = try lexer.peekValue() == .object
                    let mark = lexer.mark
                    if isObject {
                        // An `ios` key after the tree may still change the version it was decoded for.
                        let assumed = ios ?? .default
                        let result = try TreeDecoder.stream(&lexer, path: key, ios: assumed, overrides: overrides)
                        if case .checked(let ids) = result {
                            tree = (nil, mark, ids)
                        } else {
                            tree = (nil, mark, 0)
                            streamed = (result, assumed)
                        }
                    } else {
                        tree = (try JSONValue.parse(&lexer), mark, 0)
                    }
                case ScenarioDocument.windowsKey:
                    // Decoded once the document is read: several windows are held as values.
                    let mark = lexer.mark
                    _ = try JSONValue.check(&lexer)
                    tree = (nil, mark, 0)
                    treeKey = key
                case "want": wants = try ScenarioDocument.wantList(JSONValue.parse(&lexer))
                default:
                    throw keyLocation.diagnostic(
                        "unknown key \(Quoted.string(key))\(Suggestion.keyClause(for: key, among: ScenarioDocument.keys))",
                        path: JSONPath.key("", key))
                }
            }
            return false
        }

        /// Pass 1 over the `events` array at the lexer: every entry checked, none kept.
        private mutating func readEvents(_ lexer: inout JSONLexer) throws(Diagnostic) {
            var stream = EventStream()
            _ = try lexer.peekValue()
            let mark = lexer.mark
            try stream.read(&lexer, locations: false) { _ in }
            events = (mark, lexer.mark, stream)
        }

        /// The document, once `readMembers` has read every member.
        package func document(_ lexer: inout JSONLexer) throws(Diagnostic) -> ScenarioDocument {
            try lexer.expectEndOfInput()
            for key in ["touchsim", "tree", "events"] where !seen.contains(key) {
                guard key != "tree" || treeKey == nil else { continue }
                let alternative = key == "tree" ? " (or \"windows\", several windows)" : ""
                throw lexer.location(start).diagnostic("missing required key \"\(key)\"\(alternative)", path: "")
            }
            let version = ios ?? .default
            return ScenarioDocument(
                name: name, ios: version, tree: tree!.value, treeMark: tree!.mark, treeKey: treeKey!,
                treeIDs: tree!.ids,
                streamedTree: streamed.flatMap { $0.ios == version ? $0.tree : nil },
                eventsMark: events!.mark,
                eventsEnd: events!.end,
                eventCount: events!.stream.count, sampleRate: sampleRate,
                viewReferences: events!.stream.shorthands.references, shorthandCount: events!.stream.shorthandCount,
                setEvents: events!.stream.setEvents,
                wants: wants)
        }
    }

    /// A sampling rate in Hz, from 1 to `maximumSampleRate`.
    static func sampleRate(_ value: JSONValue, path: String) throws(Diagnostic) -> Double {
        try value.number(
            path: path, in: 1...maximumSampleRate,
            expected: "a sampling rate from 1 to \(JSONValue.format(maximumSampleRate)) Hz")
    }

    /// `want`: an array of expectation strings; their syntax is `touchsim fix`'s to check.
    fileprivate static func wantList(_ value: JSONValue) throws(Diagnostic) -> [SourceText] {
        let expected = "an array of expectation strings such as [\"buy:touchUpInside\"]"
        var wants: [SourceText] = []
        for (index, element) in try value.array(path: "want", expected: expected).enumerated() {
            let path = JSONPath.index("want", index)
            let text = try element.string(path: path, expected: "an expectation string such as \"buy:touchUpInside\"")
            // The text starts after the opening quote.
            wants.append(
                SourceText(
                    text: text, file: element.location.file, line: element.location.line,
                    column: element.location.column + 1, path: path))
        }
        return wants
    }

    /// `"MAJOR.MINOR"`.
    fileprivate static func iosVersion(_ value: JSONValue) throws(Diagnostic) -> IOSVersion {
        let expected = "an iOS version \"MAJOR.MINOR\" such as \"17.0\""
        let text = try value.string(path: "ios", expected: expected)
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ (1...3).contains($0.count) && $0.allSatisfy { ("0"..."9").contains($0) } })
        else { throw value.mismatch(expected, path: "ios") }
        return IOSVersion(Int(parts[0])!, Int(parts[1])!)
    }
}
