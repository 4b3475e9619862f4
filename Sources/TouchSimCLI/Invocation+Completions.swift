/// The commands for shells: `completions`, and `help --man`'s page.
extension Invocation {
    /// `touchsim completions bash|zsh|fish` or `touchsim completions ids FILE`.
    static func parseCompletions(_ arguments: ArgumentList) throws(UsageError) -> Invocation {
        var arguments = arguments
        var words: [String] = []
        while let argument = arguments.next() {
            switch argument {
            case .positional(let word): words.append(word)
            case .option("--help", let inline), .option("-h", let inline):
                try arguments.flag("--help", inline: inline)
                return .help(.completions)
            case .option(let name, _): throw UsageError("unknown option '\(name)' for 'completions'")
            }
        }
        if words.count == 1, Completions.script(for: words[0]) != nil { return .completions(shell: words[0]) }
        if words.count == 2, words[0] == "ids" { return .completionIDs(file: words[1]) }
        if words.isEmpty { throw UsageError("missing SHELL for 'completions'; expected 'bash', 'zsh' or 'fish'") }
        throw UsageError(
            "unexpected '\(words.joined(separator: " "))' for 'completions'; expected 'bash', 'zsh', 'fish' or 'ids FILE'"
        )
    }
}
