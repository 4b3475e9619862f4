/// A pasted file read line by line (docs/format.md §4.10): every line classified, the view
/// controllers `_printHierarchy` lines name, and where each dump of the file starts and ends. A
/// console session often holds several dumps (the screen before and after, or one `po` per
/// window); the importer reads one of them.
struct DumpFile {
    /// One classified line.
    struct Entry {
        /// 1-based line of the file.
        var line: Int
        var kind: DumpLine
    }

    /// The lines that are not blank, in order (a `po` string's `\n` pieces share their line).
    private(set) var entries: [Entry] = []
    /// View controller names by the address of their view.
    private(set) var viewControllers: [String: String] = [:]
    /// Whether any view line has `|` markers: then they give the depth, else the columns do
    /// (a custom printer, or a paste that lost its markers).
    private(set) var usesPipes = false
    /// Each dump as a range of `entries`, from its first view line to its last.
    private(set) var dumps: [Range<Int>] = []

    init(_ text: String) {
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A `po` of a Swift string may print its line breaks as `\n`.
            for piece in rawLine.split(separator: "\\n", omittingEmptySubsequences: false) {
                let kind = DumpLine.classify(piece)
                switch kind {
                case .viewController(let name, let address): viewControllers[address] = name
                case .view(let pipes, _, _): usesPipes = usesPipes || pipes > 0
                default: break
                }
                entries.append(Entry(line: index + 1, kind: kind))
            }
        }
        dumps = split()
    }

    /// The depth that nests a view line: its `|` markers, or its column when no line has any.
    func depth(of entry: Entry) -> Int? {
        guard case .view(let pipes, let column, _) = entry.kind else { return nil }
        return usesPipes ? pipes : column
    }

    /// A new dump starts at a view line no deeper than the current dump's first when something
    /// other than a view came between them (a prompt, a log line), or when it is a window printed
    /// before in this dump (the screen again). One `recursiveDescription` has one root, or several
    /// at its first depth when it starts deep; the windows of `UIApplication.shared.windows`
    /// printed one after the other, each at another address, are one dump of several windows
    /// (docs/format.md §2.14).
    private func split() -> [Range<Int>] {
        var dumps: [Range<Int>] = []
        var start: Int?
        var rootDepth = 0
        var lastView = 0
        var brokenSinceLastView = false
        var windowsSeen: Set<String> = []
        for (index, entry) in entries.enumerated() {
            switch entry.kind {
            case .layer: continue
            case .view(_, _, let description):
                let depth = depth(of: entry) ?? 0
                let isWindow = DumpClasses.isWindow(description: description)
                let address = isWindow ? ViewDescription(description)?.address ?? "" : ""
                // Another window than those of this dump, right after them, joins it.
                let joins = isWindow && !windowsSeen.isEmpty && !address.isEmpty && !windowsSeen.contains(address)
                if let first = start, depth <= rootDepth, brokenSinceLastView || (isWindow && !joins) {
                    dumps.append(first..<(lastView + 1))
                    start = nil
                }
                if start == nil {
                    start = index
                    rootDepth = depth
                    windowsSeen = []
                }
                if isWindow, depth <= rootDepth { windowsSeen.insert(address) }
                lastView = index
                brokenSinceLastView = false
            default:
                brokenSinceLastView = true
            }
        }
        if let first = start { dumps.append(first..<(lastView + 1)) }
        return dumps
    }
}
