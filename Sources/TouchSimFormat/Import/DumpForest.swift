/// The views of a dump as a tree: each view's superview is the nearest line above it with fewer
/// `|` markers, so the nesting comes from the markers, never from columns (a paste may have lost
/// its spaces, or start deep).
struct DumpNode {
    /// 1-based line of the dump.
    var line: Int
    var description: ViewDescription
    /// `frame`, in the coordinates of the superview the scenario gives it; nil when the line has
    /// none that can be read.
    var frame: [Double]?
    var subviews: [DumpNode] = []
    /// What its comment should say besides its line: the private scroll views left out below it.
    var notes: [String] = []

    init(line: Int, description: ViewDescription) {
        self.line = line
        self.description = description
        frame = description["frame"].flatMap(DumpValues.frame)
    }
}

/// The dump read line by line: its views, the view controllers `_printHierarchy` lines name, and
/// a warning for every line that is neither.
struct DumpForest {
    /// Deepest nesting kept: each view level costs the scenario two JSON levels, and the reader
    /// takes 200 (JSONLexer.maximumDepth).
    static let maximumLevels = 90

    /// The views with no superview in the dump, in order.
    var roots: [DumpNode] = []
    /// View controller names by the address of their view.
    var viewControllers: [String: String] = [:]
    /// Line numbers and messages of the lines not read.
    var warnings: [(line: Int, message: String)] = []

    init(_ text: String) {
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
        var skippingBelow: Int?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A `po` of a Swift string may print its line breaks as `\n`.
            for piece in rawLine.split(separator: "\\n", omittingEmptySubsequences: false) {
                let line = index + 1
                switch DumpLine.classify(piece) {
                case .skipped: continue
                case .unknown:
                    let excerpt = piece.prefix(40).trimmingPrefix(while: { $0 == " " || $0 == "\t" })
                    let more = piece.count > 40 ? "…" : ""
                    warnings.append((line, "not a line of recursiveDescription; ignored: \"\(excerpt)\(more)\""))
                case .viewController(let name, let address):
                    viewControllers[address] = name
                case .view(let depth, let text):
                    if let limit = skippingBelow, depth > limit { continue }
                    skippingBelow = nil
                    guard let description = ViewDescription(text) else {
                        warnings.append((line, "no class name after \"<\"; ignored"))
                        continue
                    }
                    close(downTo: depth)
                    if stack.count >= Self.maximumLevels {
                        warnings.append(
                            (
                                line,
                                "nested more than \(Self.maximumLevels) levels deep; this view and its subviews are left out"
                            ))
                        skippingBelow = depth
                        continue
                    }
                    if description.isCut {
                        warnings.append((line, "the line is cut off before its closing \">\"; read as far as it goes"))
                    }
                    stack.append(Open(depth: depth, node: DumpNode(line: line, description: description)))
                }
            }
        }
        close(downTo: Int.min)
    }
}
