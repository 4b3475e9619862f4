import TouchSimFix
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// What the command line asks for (docs/format.md §4), parsed completely before anything runs.
enum Invocation {
    case help(HelpTopic)
    case version
    case replay(ReplayOptions)
    case test(TestOptions)
    case expand(ExpandOptions)
    case render(RenderOptions)
    case why(WhyOptions)
    case importDump(ImportOptions)
    /// `touchsim new`, writing to the file or standard output.
    case new(output: String?)
    case fix(FixOptions)
    /// `touchsim completions SHELL`: the completion script.
    case completions(shell: String)
    /// `touchsim completions ids FILE`: the ids the scripts complete.
    case completionIDs(file: String)
    /// `touchsim schema`: the JSON Schema of scenario files.
    case schema
    /// `touchsim help --man`: the manual page.
    case manPage

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let command = arguments.first else {
            throw UsageError("missing command; expected \(commands), '--help' or '--version'")
        }
        let rest = ArgumentList(arguments.dropFirst())
        switch command {
        case "replay": return try parseReplay(rest)
        case "test": return try parseTest(rest)
        case "expand": return try parseExpand(rest)
        case "render": return try parseRender(rest)
        case "why": return try parseWhy(rest)
        case "import": return try parseImport(rest)
        case "new": return try parseNew(rest)
        case "fix": return try parseFix(rest)
        case "completions": return try parseCompletions(rest)
        case "schema": return try parseSchema(rest)
        case "--help", "-h", "help":
            switch arguments.dropFirst() {
            case []: return .help(.overview)
            case ["replay"]: return .help(.replay)
            case ["test"]: return .help(.test)
            case ["expand"]: return .help(.expand)
            case ["render"]: return .help(.render)
            case ["why"]: return .help(.why)
            case ["import"]: return .help(.importDump)
            case ["new"]: return .help(.new)
            case ["fix"]: return .help(.fix)
            case ["completions"]: return .help(.completions)
            case ["schema"]: return .help(.schema)
            case ["--man"]: return .manPage
            case let other:
                throw UsageError(
                    "no help for '\(other.joined(separator: " "))'; commands are \(commands)")
            }
        case "--version":
            guard arguments.count == 1 else {
                throw UsageError("unexpected argument '\(arguments[1])' after '--version'")
            }
            return .version
        default: throw UsageError("unknown command '\(command)'; expected \(commands)")
        }
    }

    /// The commands, for messages.
    private static let commands =
        "'replay', 'test', 'expand', 'render', 'why', 'import', 'new', 'fix', 'completions', 'schema'"

    private static func parseReplay(_ arguments: ArgumentList) throws(UsageError) -> Invocation {
        var arguments = arguments
        var file: String?
        var options = ReplayOptions(file: "")
        while let argument = arguments.next() {
            switch argument {
            case .positional(let word):
                guard file == nil else { throw UsageError("unexpected argument '\(word)'; replay takes one FILE") }
                file = word
            case .option("--format", let inline):
                let value = try arguments.value(of: "--format", inline: inline)
                guard let format = OutputFormat(rawValue: value) else {
                    throw UsageError(
                        "invalid value '\(value)' for '--format'; expected 'text', 'jsonl' or 'chrome-trace'")
                }
                options.format = format
            case .option("--set", let inline):
                options.overrides.append(try override(arguments.value(of: "--set", inline: inline)))
            case .option("--expect", let inline):
                options.expect = try arguments.value(of: "--expect", inline: inline)
            case .option("--sample-rate", let inline):
                options.sampleRate = try sampleRate(arguments.value(of: "--sample-rate", inline: inline))
            case .option("--explain", let inline):
                try arguments.flag("--explain", inline: inline)
                options.explain = true
            case .option("--help", let inline), .option("-h", let inline):
                try arguments.flag("--help", inline: inline)
                return .help(.replay)
            case .option(let name, _):
                throw UsageError("unknown option '\(name)' for 'replay'")
            }
        }
        guard let file else { throw UsageError("missing FILE for 'replay' ('-' reads standard input)") }
        if options.explain, options.format == .chromeTrace {
            throw UsageError("'--explain' works with '--format text' or '--format jsonl', not 'chrome-trace'")
        }
        options.file = file
        return .replay(options)
    }

    private static func parseTest(_ arguments: ArgumentList) throws(UsageError) -> Invocation {
        var arguments = arguments
        var options = TestOptions()
        var paths: [String] = []
        while let argument = arguments.next() {
            switch argument {
            case .positional(let word):
                paths.append(word)
            case .option("--update", let inline):
                try arguments.flag("--update", inline: inline)
                options.update = true
            case .option("--force", let inline):
                try arguments.flag("--force", inline: inline)
                options.force = true
            case .option("--allow-empty", let inline):
                try arguments.flag("--allow-empty", inline: inline)
                options.allowEmpty = true
            case .option("--jobs", let inline):
                options.jobs = try jobs(arguments.value(of: "--jobs", inline: inline))
            case .option("--junit", let inline):
                options.junit = try arguments.value(of: "--junit", inline: inline)
            case .option("--shard", let inline):
                let value = try arguments.value(of: "--shard", inline: inline)
                do throws(GoldenShard.Invalid) {
                    options.shard = try GoldenShard.parse(value)
                } catch {
                    throw UsageError(error.message)
                }
            case .option("--set", let inline):
                options.overrides.append(try override(arguments.value(of: "--set", inline: inline)))
            case .option("--help", let inline), .option("-h", let inline):
                try arguments.flag("--help", inline: inline)
                return .help(.test)
            case .option(let name, _):
                throw UsageError("unknown option '\(name)' for 'test'")
            }
        }
        if !paths.isEmpty { options.paths = paths }
        return .test(options)
    }

    private static func parseFix(_ arguments: ArgumentList) throws(UsageError) -> Invocation {
        var arguments = arguments
        var options = FixOptions()
        while let argument = arguments.next() {
            switch argument {
            case .positional(let word):
                options.files.append(word)
            case .option("--want", let inline):
                options.wants.append(try arguments.value(of: "--want", inline: inline))
            case .option("--max-changes", let inline):
                let value = try arguments.value(of: "--max-changes", inline: inline)
                guard let count = Int(value), (1...FixOptions.maxChangesLimit).contains(count) else {
                    throw UsageError(
                        "invalid value '\(value)' for '--max-changes'; expected a whole number from 1 to \(FixOptions.maxChangesLimit)"
                    )
                }
                options.maxChanges = count
            case .option("--format", let inline):
                let value = try arguments.value(of: "--format", inline: inline)
                guard let format = FixReport.Format(rawValue: value) else {
                    throw UsageError("invalid value '\(value)' for '--format'; expected 'text' or 'jsonl'")
                }
                options.format = format
            case .option("--jobs", let inline):
                options.jobs = try jobs(arguments.value(of: "--jobs", inline: inline))
            case .option("--explain-probes", let inline):
                try arguments.flag("--explain-probes", inline: inline)
                options.explainProbes = true
            case .option("--help", let inline), .option("-h", let inline):
                try arguments.flag("--help", inline: inline)
                return .help(.fix)
            case .option(let name, _):
                throw UsageError("unknown option '\(name)' for 'fix'")
            }
        }
        guard !options.files.isEmpty else { throw UsageError("missing FILE for 'fix'") }
        return .fix(options)
    }

    private static func jobs(_ value: String) throws(UsageError) -> Int {
        guard let jobs = Int(value), jobs >= 1 else {
            throw UsageError("invalid value '\(value)' for '--jobs'; expected a whole number of at least 1")
        }
        return jobs
    }

    static func override(_ text: String) throws(UsageError) -> KeyOverride {
        do throws(Diagnostic) {
            return try KeyOverride.parse(text)
        } catch {
            throw UsageError(invalidInput: error)
        }
    }
}

/// The options of `touchsim replay`.
struct ReplayOptions {
    /// The scenario; `-` is standard input.
    var file: String
    var format = OutputFormat.text
    var overrides: [KeyOverride] = []
    /// A file the output must equal; the replay then prints the diff instead of the output.
    var expect: String?
    /// Replaces the scenario's `sampleRate` for gestures by name.
    var sampleRate: Double?
    /// Each line followed by why it happened (docs/format.md §4.2).
    var explain = false
}

/// The options of `touchsim test`.
struct TestOptions {
    /// Where the scenarios are; the project keeps them under `traces` (README).
    var paths = ["traces"]
    var update = false
    /// `--update` even where `CI` is set.
    var force = false
    /// A PATH that holds no scenario is accepted: the run passes with none.
    var allowEmpty = false
    /// Nil: as many as the machine has cores.
    var jobs: Int?
    /// Nil: `XML_OUTPUT_FILE` when set (Bazel), else no JUnit report.
    var junit: String?
    /// Nil: Bazel's `TEST_TOTAL_SHARDS`/`TEST_SHARD_INDEX` when set, else every case.
    var shard: GoldenShard?
    var overrides: [KeyOverride] = []
}

/// The options of `touchsim fix`.
struct FixOptions {
    /// Sets of more changes than this would take hours, not seconds.
    static let maxChangesLimit = 6

    /// The scenarios; they must share the tree.
    var files: [String] = []
    /// `--want` expectations, added to every file's `want` list.
    var wants: [String] = []
    var maxChanges = 3
    var format = FixReport.Format.text
    /// Nil: as many as the machine has cores.
    var jobs: Int?
    /// `--explain-probes`: list each fix's probes.
    var explainProbes = false
}

/// Which help text to print.
enum HelpTopic {
    case overview, replay, test, expand, render, why, importDump, new, fix, completions, schema

    /// Each command's name and help, in the order the overview lists them.
    static let commands: [(name: String, topic: HelpTopic)] = [
        ("replay", .replay), ("test", .test), ("expand", .expand), ("render", .render), ("why", .why),
        ("import", .importDump), ("new", .new), ("fix", .fix), ("completions", .completions),
        ("schema", .schema),
    ]
}
