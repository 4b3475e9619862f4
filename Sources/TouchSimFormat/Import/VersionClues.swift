import TouchSimCore

/// A set of iOS major versions, 2 to `latest`: what one clue of a dump allows.
struct Majors: Equatable {
    /// The newest major version a clue can name; a range ending here reads "or later".
    static let latest = 40
    /// Bit `n` set: major `n` is allowed.
    private(set) var bits: UInt64

    init(_ range: ClosedRange<Int>) {
        bits = 0
        for major in range where (2...Self.latest).contains(major) { bits |= 1 << UInt64(major) }
    }

    private init(bits: UInt64) { self.bits = bits }

    /// The majors both allow.
    func intersection(_ other: Majors) -> Majors { Majors(bits: bits & other.bits) }

    var isEmpty: Bool { bits == 0 }
    var count: Int { bits.nonzeroBitCount }
    var lowest: Int { bits.trailingZeroBitCount }
    var highest: Int { 63 - bits.leadingZeroBitCount }

    /// The version to write: the default when it is allowed; else the oldest allowed from iOS 7
    /// on (a table's private scroll views start there, docs/model.md §8), else the newest.
    var version: IOSVersion {
        if contains(IOSVersion.default.major) { return .default }
        return IOSVersion(lowest >= 7 ? lowest : highest, 0)
    }

    func contains(_ major: Int) -> Bool { major >= 0 && major < 64 && bits & (1 << UInt64(major)) != 0 }

    /// `iOS 7`, `iOS 8 to 10`, `iOS 11 or later`, `iOS 6 or earlier`; a set with holes is
    /// named by its ends.
    var text: String {
        if lowest == highest { return "iOS \(lowest)" }
        if highest == Self.latest { return "iOS \(lowest) or later" }
        if lowest == 2 { return "iOS \(highest) or earlier" }
        return "iOS \(lowest) to \(highest)"
    }
}

/// What a dump betrays about the iOS version it was printed on (docs/format.md §4.10, the
/// table of clues): classes that exist only on some versions, the keys a scroll view prints, the
/// width of its addresses.
struct VersionClue {
    /// 1-based line of the dump that shows it.
    var line: Int
    var allows: Majors
    /// What the line shows, for notes: `UITableViewCellScrollView`.
    var shows: String

    /// `line 5: UITableViewCellScrollView (iOS 7)`.
    var text: String { "line \(line): \(shows) (\(allows.text))" }
}

/// Finds the clues of a dump's tree, one per kind (its first line).
struct VersionClues {
    /// Classes that only some versions have, with the versions and what the note says.
    static let classes: [(name: String, allows: ClosedRange<Int>, shows: String)] = [
        ("UITableViewCellScrollView", 7...7, "a UITableViewCellScrollView, which only iOS 7's cells have"),
        ("UIRoundedRectButton", 2...6, "a UIRoundedRectButton, which iOS 7 replaced by UIButton"),
        (
            "_UINavigationBarBackground", 2...9,
            "a _UINavigationBarBackground, which iOS 10 replaced by _UIBarBackground"
        ),
        ("UINavigationButton", 2...10, "a UINavigationButton, which iOS 11 replaced by _UIButtonBarButton"),
        ("_UIBarBackground", 10...Majors.latest, "a _UIBarBackground, new in iOS 10"),
        ("_UIButtonBarButton", 11...Majors.latest, "a _UIButtonBarButton, new in iOS 11's bars"),
        ("_UIBackdropView", 7...Majors.latest, "a _UIBackdropView, iOS 7's blur"),
        ("UIStackView", 9...Majors.latest, "a UIStackView, new in iOS 9"),
        ("_UIScrollViewScrollIndicator", 13...Majors.latest, "a _UIScrollViewScrollIndicator, new in iOS 13"),
        ("UIDropShadowView", 13...Majors.latest, "a UIDropShadowView, iOS 13's presentation container"),
        ("UICollectionViewListCell", 14...Majors.latest, "a UICollectionViewListCell, new in iOS 14"),
        ("UICollectionView", 6...Majors.latest, "a UICollectionView, new in iOS 6"),
    ]

    /// Every clue, one per kind, in the order found.
    private(set) var clues: [VersionClue] = []
    /// How many views have a 32-bit address (6 to 8 hex digits) and a 64-bit one (9 or more),
    /// and the first line of each.
    private var addresses: (short: Int, long: Int, shortLine: Int?, longLine: Int?) = (0, 0, nil, nil)

    /// The clues of `root`'s tree, as the dump printed it (private scroll views included).
    init(_ root: DumpNode) {
        visit(root)
        if addresses.short >= 3, addresses.long == 0, let line = addresses.shortLine {
            add(line, 2...10, "addresses of 6 to 8 hex digits, a 32-bit app, which iOS 11 no longer runs")
        }
        if addresses.long >= 3, addresses.short == 0, let line = addresses.longLine {
            add(line, 7...Majors.latest, "addresses of 9 or more hex digits, a 64-bit app, which iOS 7 first ran")
        }
    }

    private mutating func add(_ line: Int, _ allows: ClosedRange<Int>, _ shows: String) {
        guard !clues.contains(where: { $0.shows == shows }) else { return }
        clues.append(VersionClue(line: line, allows: Majors(allows), shows: shows))
    }

    private mutating func visit(_ node: DumpNode) {
        let description = node.description
        let name = description.className
        for known in Self.classes where known.name == name { add(node.line, known.allows, known.shows) }
        if name == "UITableViewWrapperView" {
            if description["contentOffset"] != nil {
                add(node.line, 8...10, "a UITableViewWrapperView that is a scroll view, as on iOS 8 to 10")
            } else if !description.isCut {
                add(node.line, 7...7, "a UITableViewWrapperView that is a plain view, as on iOS 7")
            }
        }
        if name.contains("7SwiftUI") || name.hasPrefix("SwiftUI.") {
            add(node.line, 13...Majors.latest, "a SwiftUI view, iOS 13 or later")
        } else if name.hasPrefix("_TtC") || name.contains(".") {
            add(node.line, 7...Majors.latest, "a Swift class, which runs on iOS 7 or later")
        }
        if description["adjustedContentInset"] != nil {
            add(node.line, 11...Majors.latest, "a scroll view printing adjustedContentInset, new in iOS 11")
        } else if description["contentSize"] != nil {
            add(node.line, 8...10, "a scroll view printing contentSize but no adjustedContentInset, as iOS 8 to 10 do")
        } else if description["contentOffset"] != nil && !description.isCut {
            add(node.line, 2...7, "a scroll view printing contentOffset but no contentSize, as iOS 7 and earlier do")
        }
        if let address = description.address {
            if (8...10).contains(address.count) {
                addresses.short += 1
                if addresses.shortLine == nil { addresses.shortLine = node.line }
            } else if address.count > 10 {
                addresses.long += 1
                if addresses.longLine == nil { addresses.longLine = node.line }
            }
        }
        for subview in node.subviews { visit(subview) }
    }

    /// The version to write and the sentence that says why: the clues most specific first; when
    /// they disagree, the most specific wins and the first clue against it is a warning.
    func choose(notes: inout [(line: Int, message: String)]) -> (IOSVersion, String)? {
        let ordered = clues.enumerated().sorted {
            ($0.element.allows.count, $0.offset) < ($1.element.allows.count, $1.offset)
        }.map(\.element)
        guard let first = ordered.first else { return nil }
        var allowed = first.allows
        var used = [first]
        for clue in ordered.dropFirst() {
            let narrowed = allowed.intersection(clue.allows)
            if narrowed.isEmpty {
                notes.append(
                    (
                        clue.line,
                        "\(clue.shows) (\(clue.allows.text)) disagrees with line \(first.line), \(first.shows) (\(first.allows.text)); ios \(allowed.version) used"
                    ))
                continue
            }
            allowed = narrowed
            used.append(clue)
        }
        let version = allowed.version
        let named = used.prefix(3).map(\.text).joined(separator: "; ")
        let more = used.count > 3 ? "; and \(used.count - 3) more" : ""
        return (version, "ios \(version) (\(allowed.text)) from the dump: \(named)\(more)")
    }
}
