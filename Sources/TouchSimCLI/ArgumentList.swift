/// The words after a command, read one at a time: `--name value`, `--name=value`, flags and
/// positionals, with `--` ending the options (so that a file may be named `-x`).
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

struct ArgumentList {
    /// One word of the command line, classified.
    enum Argument: Equatable {
        /// `--name` or `-h`, with the part after `=` when written `--name=value`.
        case option(String, inlineValue: String?)
        /// Anything else, `-` (standard input) included.
        case positional(String)
    }

    private var words: ArraySlice<String>
    private var optionsEnded = false

    /// The words to read.
    init(_ words: ArraySlice<String>) { self.words = words }

    /// The next argument, nil at the end.
    mutating func next() -> Argument? {
        guard let word = words.popFirst() else { return nil }
        if optionsEnded || word == "-" || !word.hasPrefix("-") { return .positional(word) }
        if word == "--" {
            optionsEnded = true
            return next()
        }
        if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
            return .option(String(word[..<equals]), inlineValue: String(word[word.index(after: equals)...]))
        }
        return .option(word, inlineValue: nil)
    }

    /// The value of `option`: its inline value, or else the next word.
    mutating func value(of option: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard let word = words.popFirst() else { throw UsageError("option '\(option)' needs a value") }
        return word
    }

    /// Checks that a flag was not given a value (`--update=yes`).
    func flag(_ option: String, inline: String?) throws(UsageError) {
        if inline != nil { throw UsageError("option '\(option)' takes no value") }
    }
}

/// A command line that cannot be run; the message names the bad argument.
struct UsageError: Error {
    var message: String
    /// An argument that holds input, such as `--set`'s, that is not valid: its diagnostic.
    var invalidInput: Diagnostic?

    init(_ message: String) { self.message = message }

    init(invalidInput: Diagnostic) {
        message = invalidInput.message
        self.invalidInput = invalidInput
    }
}
