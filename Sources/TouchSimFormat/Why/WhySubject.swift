import TouchSimCore
import TouchSimReader

/// What `touchsim why` tells the story of (docs/format.md §4.14): a view (a scroll view and a
/// control are views) or a recognizer (a scroll view's own two included), found by id among the
/// names of the replay.
public struct WhySubject {
    /// A view or a recognizer.
    enum Kind: Equatable {
        case view(ViewIndex)
        case recognizer(RecognizerIndex)
    }

    /// An id that names nothing in the scene; `message` says so and offers the close ids.
    public struct Unknown: Error {
        /// `no view or recognizer has the id "bu"; did you mean "buy"?`
        public let message: String
    }

    /// Past this many ids an unknown id's message names only the close one.
    static let listedIds = 12

    let kind: Kind
    let names: NameTable

    /// The subject named `id` among `names`; throws when nothing has that id.
    init(_ id: String, names: NameTable) throws(Unknown) {
        self.names = names
        let views = (0..<names.viewCount).map { ViewIndex(raw: Int32($0)) }
        let recognizers = (0..<names.recognizerCount).map { RecognizerIndex(raw: Int32($0)) }
        if let v = views.first(where: { names.view($0) == id }) {
            kind = .view(v)
        } else if let r = recognizers.first(where: { names.recognizer($0) == id }) {
            kind = .recognizer(r)
        } else {
            let ids = views.map(names.view) + recognizers.map(names.recognizer)
            var message = "no view or recognizer has the id \(Quoted.string(id))"
            if let missing = Self.absentUIKitRecognizer(id, views: views.map(names.view), ids: ids) {
                message += "; " + missing
            } else if let close = Suggestion.closest(to: id, among: ids) {
                message += "; did you mean \(Quoted.string(close))?"
            } else if ids.count <= Self.listedIds {
                message += "; the ids are " + ids.map(Quoted.string).joined(separator: ", ")
            }
            throw Unknown(message: message)
        }
    }

    /// Why a recognizer UIKit adds to some views only is not there: a scroll view's pinch exists
    /// only while it zooms (docs/model.md §16.1), a context menu's press only on a view with
    /// `contextMenu` (§15.1). Nil for any other id.
    static func absentUIKitRecognizer(_ id: String, views: [String], ids: [String]) -> String? {
        for view in views {
            if id == UIKitObjectModel.zoomPinchID(ofScrollView: view),
                ids.contains(UIKitObjectModel.ScrollViewRecognizer.pan.id(ofScrollView: view))
            {
                return
                    "\(Quoted.string(view)) does not zoom: UIKit adds its pinch only while its delegate returns a view for zooming and maximumZoomScale is above minimumZoomScale (docs/model.md §16.1)"
            }
            if id == UIKitObjectModel.contextMenuID(ofView: view) {
                return
                    "\(Quoted.string(view)) has no context menu: its press exists only with \"contextMenu\": true (docs/model.md §15.1)"
            }
        }
        return nil
    }

    /// The id as the output names it.
    var id: String {
        switch kind {
        case .view(let v): return names.view(v)
        case .recognizer(let r): return names.recognizer(r)
        }
    }

    /// The view the subject is, or the one its recognizer is attached to.
    var view: ViewIndex {
        switch kind {
        case .view(let v): return v
        case .recognizer(let r): return names.view(of: r)
        }
    }

    /// Whether `view` is `ancestor` or lies inside it.
    func isInside(_ view: ViewIndex?, _ ancestor: ViewIndex) -> Bool {
        var current = view
        while let v = current {
            if v == ancestor { return true }
            current = names.superview(of: v)
        }
        return false
    }

    /// The first line of the story: the subject, its class or kind, and where it sits.
    var title: String {
        var path: [String] = []
        var current = names.superview(of: view)
        while let v = current {
            path.append(names.view(v))
            current = names.superview(of: v)
        }
        let within = path.isEmpty ? "" : ", in " + path.joined(separator: " in ")
        switch kind {
        case .view(let v):
            return "\(id) (\(names.className(of: v)))\(within)"
        case .recognizer(let r):
            return "\(id) (\(Self.kindName(names.role(of: r)))) on \(names.view(view))\(path.isEmpty ? "" : within)"
        }
    }

    private static func kindName(_ role: RecognizerRole) -> String {
        switch role {
        case .declared(let type): return type.rawValue
        case .scrollViewPan: return "the scroll view's pan"
        case .contentDelay: return "the scroll view's content delay"
        case .sheetDismissal: return "the sheet's dismissal pan"
        case .contextMenu: return "the context menu's press"
        case .zoomPinch: return "the scroll view's pinch"
        case .swipeActionsPan: return "the table's swipe-actions pan"
        case .swipeDismissal: return "the table's swipe dismissal recognizer"
        }
    }
}
