import TouchSimCore

/// The scene of a replay as its pictures lay it out: every view of the live tree (private scroll
/// views included) in tree order, and one lane per view, scroll view and recognizer.
///
/// Lanes follow the tree: a view, then its scroll lane if it is a scroll view, then its
/// recognizers in the order UIKit added them: a scroll view's own two (docs/format.md §2.8), a
/// sheet's dismissal pan (docs/format.md §2.13), a table's swipe-action recognizers
/// (docs/format.md §2.17) and a context menu's press (docs/format.md §2.15) first. A subject the
/// scene does not declare (a finger, or an id the engine made up) gets a lane when it first
/// appears, so every fact has one.
package struct SceneLayout {
    /// A view of the live tree.
    package struct View {
        package var id: String
        package var className: String
        /// In the superview's bounds coordinates, as the scenario gives it.
        package var frame: Rect
        /// Index of the superview in `views`.
        package var parent: Int?
        /// Present for scroll views: content size, initial offset, insets.
        package var scroll: ScrollSpec?
        package var hidden: Bool
        package var alpha: Double
        package var userInteractionEnabled: Bool
        package var isControl: Bool
        /// Its `transform` (docs/model.md §11.11), about the frame's centre.
        package var transform: ViewTransform
        /// Whether it is in the window; a view an `add` event brings in is not until then (§11.9).
        package var inWindow: Bool
        /// For a scroll view that zooms, the index in `views` of its view for zooming (§16.5).
        package var zoomView: Int?
    }

    /// One row of the timeline, one track of a chrome trace.
    package struct Lane {
        package var subject: Fact.Subject
        /// What the lane is called: an id, with the class or recognizer type.
        package var label: String
        /// Index of the view the lane belongs to, nil for fingers.
        package var view: Int?
    }

    package private(set) var views: [View] = []
    package private(set) var lanes: [Lane] = []
    private var laneOf: [Fact.Subject: Int] = [:]

    /// The layout of `scene`'s live trees, every window, back to front (docs/model.md §18.1):
    /// a picture draws each over the ones behind it.
    package init(scene: SceneSpec) {
        let live = scene.liveWindows
        for window in scene.windowOrder.reversed() { add(live[window], parent: nil, classes: scene.classes) }
    }

    /// The lane of `subject`, added at the end when the scene has none.
    package mutating func lane(of subject: Fact.Subject) -> Int {
        if let lane = laneOf[subject] { return lane }
        let label: String
        var view: Int?
        switch subject {
        case .finger(let touch): label = "touch \(touch)"
        case .view(let id), .scrollView(let id): label = id
        case .recognizer(let id, let owner):
            label = id
            view = views.firstIndex { $0.id == owner }
        }
        return addLane(subject, label: label, view: view)
    }

    private mutating func add(_ spec: ViewSpec, parent: Int?, classes: ClassHierarchy) {
        let index = views.count
        views.append(
            View(
                id: spec.id, className: spec.className, frame: spec.frame, parent: parent, scroll: spec.scroll,
                hidden: spec.hidden, alpha: spec.alpha, userInteractionEnabled: spec.userInteractionEnabled,
                isControl: spec.control != nil, transform: spec.transform, inWindow: !spec.addedByEvent))
        addLane(.view(spec.id), label: "\(spec.id) (\(spec.className))", view: index)
        if spec.scroll != nil {
            addLane(.scrollView(spec.id), label: "\(spec.id) contentOffset", view: index)
            // A scroll view's own recognizers have fixed ids (docs/format.md §2.8).
            for id in UIKitObjectModel.ScrollViewRecognizer.allCases.map({ $0.id(ofScrollView: spec.id) }) {
                addLane(.recognizer(id, view: spec.id), label: id, view: index)
            }
            if spec.scroll!.zoom.zooms {
                // Its pinch, when it zooms (docs/model.md §16.1).
                let id = UIKitObjectModel.zoomPinchID(ofScrollView: spec.id)
                addLane(.recognizer(id, view: spec.id), label: "\(id) (zoom)", view: index)
            }
        }
        if spec.presentation != nil {
            // A sheet's dismissal pan comes before the view's own recognizers (docs/model.md §12.1).
            let id = UIKitObjectModel.dismissPanID(ofSheet: spec.id)
            addLane(.recognizer(id, view: spec.id), label: "\(id) (sheet dismissal)", view: index)
        }
        if UIKitObjectModel.hasSwipeActions(spec, classes: classes) {
            // A table's swipe-action recognizers come before its own (docs/model.md §14.1, §14.4).
            let table = spec.id
            for (id, kind) in [
                (UIKitObjectModel.swipeActionsID(ofTable: table), "swipe actions"),
                (UIKitObjectModel.swipeDismissalID(ofTable: table), "swipe dismissal"),
            ] {
                addLane(.recognizer(id, view: table), label: "\(id) (\(kind))", view: index)
            }
        }
        if spec.contextMenu {
            // So does a context menu's press (docs/model.md §15.1).
            let id = UIKitObjectModel.contextMenuID(ofView: spec.id)
            addLane(.recognizer(id, view: spec.id), label: "\(id) (context menu)", view: index)
        }
        for recognizer in spec.gestureRecognizers {
            addLane(
                .recognizer(recognizer.id, view: spec.id), label: "\(recognizer.id) (\(recognizer.kind.type.rawValue))",
                view: index)
        }
        for sub in spec.subviews {
            if sub.id == spec.scroll?.zoom.viewForZooming { views[index].zoomView = views.count }
            add(sub, parent: index, classes: classes)
        }
    }

    @discardableResult
    private mutating func addLane(_ subject: Fact.Subject, label: String, view: Int?) -> Int {
        if let lane = laneOf[subject] { return lane }
        laneOf[subject] = lanes.count
        lanes.append(Lane(subject: subject, label: label, view: view))
        return lanes.count - 1
    }
}
