/// One view line of a dump with its subviews: each view's superview is the nearest line above it
/// that is less deep (fewer `|` markers, or a smaller column when the dump has no markers).
struct DumpNode {
    /// 1-based line of the dump.
    var line: Int
    var description: ViewDescription
    /// `frame`, in the coordinates of the superview the scenario gives it; nil when the line has
    /// none that can be read.
    var frame: [Double]?
    var subviews: [DumpNode] = []
    /// What its comment should say besides its line: the private scroll views left out below it,
    /// what the importer restored.
    var notes: [String] = []
    /// A table's: where its iOS 8–10 UITableViewWrapperView sat among its other subviews.
    var wrapperIndex: Int?
    /// A cell's: the offset and the content size of an iOS 7 UITableViewCellScrollView that was
    /// scrolled (swipe-to-delete open), kept on `cellScrollView`.
    var cellScroll: (offset: [Double], contentSize: [Double])?

    init(line: Int, description: ViewDescription) {
        self.line = line
        self.description = description
        frame = description["frame"].flatMap(DumpValues.frame)
    }

    /// Whether it draws: not hidden, alpha above 0 (a scroll indicator at rest has alpha 0).
    var isShown: Bool {
        description["hidden"].flatMap(DumpValues.bool) != true
            && (description["alpha"].flatMap(DumpValues.number) ?? 1) > 0
    }

    /// How far the shown views of `nodes` reach to the right and down: the content they make.
    static func extent(of nodes: [DumpNode]) -> [Double]? {
        let frames = nodes.filter(\.isShown).compactMap(\.frame)
        guard !frames.isEmpty else { return nil }
        return [frames.map { $0[0] + $0[2] }.max()!, frames.map { $0[1] + $0[3] }.max()!]
    }
}

/// The views of one dump of a file as a tree, and a warning for every line of it that is not
/// read, bounded so that a pasted binary does not print a warning per line.
struct DumpForest {
    /// Deepest nesting kept: each view level costs the scenario two JSON levels, and the reader
    /// takes 200 (JSONLexer.maximumDepth).
    static let maximumLevels = 90
    /// Lines not read that get a warning of their own; the rest are counted in one more.
    static let maximumLineWarnings = 20

    /// The views with no superview in the dump, in order.
    var roots: [DumpNode] = []
    /// Line numbers and messages of the lines not read.
    var warnings: [(line: Int, message: String)] = []

    /// The tree of `file`'s dump number `chosen` (0-based); the lines of the other dumps are
    /// neither read nor warned about.
    init(_ file: DumpFile, chosen: Int) {
        struct Open {
            var depth: Int
            var node: DumpNode
        }
        var stack: [Open] = []
        func close(downTo depth: Int) {
            while let top = stack.last, top.depth >= depth {
                stack.removeLast()
                if stack.isEmpty {
                    roots.append(top.node)
                } else {
                    stack[stack.count - 1].node.subviews.append(top.node)
                }
            }
        }
        var dump = 0
        var skippingBelow: Int?
        var firstLine: [String: Int] = [:]
        var unread = 0
        func unreadLine(_ line: Int, _ message: String) {
            unread += 1
            if unread <= Self.maximumLineWarnings { warnings.append((line, message)) }
        }
        for (index, entry) in file.entries.enumerated() {
            while dump < file.dumps.count && file.dumps[dump].upperBound <= index { dump += 1 }
            let inDump = dump < file.dumps.count && file.dumps[dump].contains(index)
            let inChosen = inDump && dump == chosen
            if inDump && !inChosen { continue }
            let line = entry.line
            switch entry.kind {
            case .skipped, .layer, .viewController: continue
            case .unknown(let piece):
                let excerpt = piece.prefix(40).trimmingPrefix(while: { $0 == " " || $0 == "\t" })
                let more = piece.count > 40 ? "…" : ""
                unreadLine(line, "not a line of recursiveDescription; ignored: \"\(excerpt)\(more)\"")
            case .view(_, _, let text):
                guard inChosen else { continue }
                let depth = file.depth(of: entry) ?? 0
                if let limit = skippingBelow, depth > limit { continue }
                skippingBelow = nil
                guard let description = ViewDescription(text) else {
                    unreadLine(line, "no class name after \"<\"; ignored")
                    continue
                }
                if let address = description.address, let first = firstLine[address] {
                    unreadLine(
                        line,
                        "\(description.className) \(address) is already imported from line \(first); this line and its subviews are left out"
                    )
                    skippingBelow = depth
                    continue
                }
                close(downTo: depth)
                if stack.count >= Self.maximumLevels {
                    unreadLine(
                        line,
                        "nested more than \(Self.maximumLevels) levels deep; this view and its subviews are left out")
                    skippingBelow = depth
                    continue
                }
                if let address = description.address { firstLine[address] = line }
                stack.append(Open(depth: depth, node: DumpNode(line: line, description: description)))
            }
        }
        close(downTo: Int.min)
        if unread > Self.maximumLineWarnings, let last = warnings.last {
            warnings.append(
                (last.line, "\(unread - Self.maximumLineWarnings) more lines not read; warnings stop here"))
        }
    }
}
