import TouchSimCore
import _TouchSimStorage

/// Every id of a tree, which must be unique across views and recognizers (docs/format.md §2),
/// including the ids UIKit's own objects get: a scroll view's two recognizers and the private
/// scroll views of UITableView (docs/model.md §8).
struct IdRegistry {
    /// What an id names.
    enum Owner: Equatable {
        case view
        case recognizer
        /// `<scrollViewId>.pan` or `.delayedTouchesBegan`: a scroll view's own recognizer.
        case scrollViewRecognizer(scrollView: String)
        /// `<tableId>.wrapper` or `<cellId>.scrollView`.
        case privateScrollView(owner: String)
        /// `<viewId>.interactivePop`: the back-swipe of a navigation controller's view.
        case backSwipe(navigationView: String)
        /// `<viewId>.dismissPan`: the dismissal pan of a presented sheet (docs/model.md §12.1).
        case dismissPan(sheet: String)
        /// `<viewId>.textTap`: the text tap of a text field or text view (docs/model.md §19.1).
        case textTap(textInput: String)
        /// `<viewId>.contextMenu`: the press of a view's context menu interaction (docs/model.md §15.1).
        case contextMenuPress(view: String)
        /// `<scrollViewId>.pinch`: the pinch of a scroll view that zooms (docs/model.md §16.1).
        case zoomPinch(scrollView: String)
        /// `<tableId>.swipeActions` or `.swipeDismissal`: a table's swipe-action recognizers
        /// (docs/model.md §14), which exist only when a row has actions but whose ids every
        /// table keeps, so that ids do not depend on the rows' keys.
        case swipeActions(table: String)

        /// Whether a `requireToFail` or `recognizeSimultaneouslyWith` id may name it.
        var isRecognizer: Bool {
            switch self {
            case .recognizer, .scrollViewRecognizer, .backSwipe, .dismissPan, .textTap, .contextMenuPress,
                .swipeActions, .zoomPinch:
                return true
            case .view, .privateScrollView: return false
            }
        }

        /// Whether `--set` may target it: everything but UIKit's own recognizers, whose
        /// properties UIKit fixes (the back-swipe is configured by `navigationController`).
        var isSettable: Bool {
            switch self {
            case .scrollViewRecognizer, .backSwipe, .dismissPan, .textTap, .contextMenuPress, .swipeActions, .zoomPinch:
                return false
            case .view, .recognizer, .privateScrollView: return true
            }
        }
    }

    private var entries = KeyTable<String, (owner: Owner, location: SourceLocation)>()

    /// Makes room for `count` ids at once, so that a big tree's table is not rebuilt as it grows.
    mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    /// Registers `id`, written (or, for UIKit's objects, implied) at `location`.
    mutating func register(
        _ id: String, as owner: Owner, at location: SourceLocation, path: @autoclosure () -> String
    )
        throws(Diagnostic)
    {
        if let earlier = entries.insert((owner, location), forKey: id) {
            let what = describe(owner)
            throw location.diagnostic(
                "duplicate id \(Quoted.string(id))\(what.isEmpty ? "" : " (\(what))"): already used by \(describe(earlier.owner, at: earlier.location, from: location))",
                path: path())
        }
    }

    /// Registers the ids of a scroll view's own recognizers (docs/format.md §2).
    mutating func registerScrollViewRecognizers(
        of scrollView: String, at location: SourceLocation, path: @autoclosure () -> String
    )
        throws(Diagnostic)
    {
        for recognizer in UIKitObjectModel.ScrollViewRecognizer.allCases {
            try register(
                recognizer.id(ofScrollView: scrollView), as: .scrollViewRecognizer(scrollView: scrollView),
                at: location, path: path())
        }
    }

    /// What `id` names, if anything.
    func owner(of id: String) -> Owner? { entries[id]?.owner }

    /// Where `id` is written, if it is registered.
    func location(of id: String) -> SourceLocation? { entries[id]?.location }

    /// The ids whose owner satisfies `filter`, sorted, for suggestions.
    func ids(where filter: (Owner) -> Bool) -> [String] {
        zip(entries.keys, entries.values).filter { filter($0.1.owner) }.map(\.0).sorted()
    }

    private func describe(_ owner: Owner) -> String {
        switch owner {
        case .view, .recognizer: return ""
        case .scrollViewRecognizer(let scrollView): return "a recognizer of scroll view \(Quoted.string(scrollView))"
        case .privateScrollView(let owner): return "the private scroll view UIKit inserts for \(Quoted.string(owner))"
        case .backSwipe(let view):
            return "the back-swipe UIKit installs on navigation controller view \(Quoted.string(view))"
        case .dismissPan(let view):
            return "the dismissal pan UIKit installs on presented view \(Quoted.string(view))"
        case .textTap(let view):
            return "the text tap UIKit installs on text input \(Quoted.string(view))"
        case .contextMenuPress(let view):
            return "the press of the context menu interaction of view \(Quoted.string(view))"
        case .zoomPinch(let view):
            return "the pinch UIKit installs on zooming scroll view \(Quoted.string(view))"
        case .swipeActions(let table):
            return "a swipe-action recognizer UIKit installs on table \(Quoted.string(table))"
        }
    }

    private func describe(_ owner: Owner, at location: SourceLocation, from other: SourceLocation) -> String {
        let place = location.shortDescription(from: other)
        switch owner {
        case .view: return "the view at \(place)"
        case .recognizer: return "the recognizer at \(place)"
        case .scrollViewRecognizer, .privateScrollView, .backSwipe, .dismissPan, .textTap, .contextMenuPress,
            .swipeActions, .zoomPinch:
            return "\(describe(owner)) at \(place)"
        }
    }
}
