// The few UIKit declarations that `touchsim fix`'s Swift snippets use, with UIKit's
// signatures, so that `swiftc -typecheck` can check the snippets on Linux
// (Tests/touchsimTests/SwiftSnippetTypeCheckTests.swift). Not part of any target.

typealias CGFloat = Double

struct CGPoint {
    var x: CGFloat
    var y: CGFloat
}

struct CGRect {
    var minX: CGFloat { 0 }
    var minY: CGFloat { 0 }
    var maxX: CGFloat { 0 }
    var maxY: CGFloat { 0 }
    func contains(_ point: CGPoint) -> Bool { false }
    func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { self }
}

class NSObject: Hashable {
    static func == (a: NSObject, b: NSObject) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

class UIEvent: NSObject {}

class UITouch: NSObject {
    var view: UIView? { nil }
    func location(in view: UIView?) -> CGPoint { CGPoint(x: 0, y: 0) }
}

class UIResponder: NSObject {}

class UIView: UIResponder {
    var bounds = CGRect()
    var subviews: [UIView] = []
    var isUserInteractionEnabled = true
    var isHidden = false
    var alpha: CGFloat = 1
    var isExclusiveTouch = false
    var isMultipleTouchEnabled = false
    func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    func isDescendant(of view: UIView) -> Bool { false }
    var interactions: [UIInteraction] = []
    var gestureRecognizers: [UIGestureRecognizer]?
    func addInteraction(_ interaction: UIInteraction) {}
    func removeInteraction(_ interaction: UIInteraction) {}
}

typealias TimeInterval = Double

extension UIView {
    struct AnimationOptions: OptionSet {
        let rawValue: UInt
        static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
}

protocol UIInteraction: AnyObject {}
protocol UIContextMenuInteractionDelegate: AnyObject {}
class UIContextMenuInteraction: NSObject, UIInteraction {
    init(delegate: UIContextMenuInteractionDelegate) {}
}

enum UIModalPresentationStyle { case automatic, pageSheet, formSheet, fullScreen }

class UIViewController: UIResponder {
    var isModalInPresentation = false
    var modalPresentationStyle = UIModalPresentationStyle.automatic
}

class UIWindow: UIView {}
class UILabel: UIView {}
class UIImageView: UIView {}

class UIControl: UIView {
    var isEnabled = true
}

class UIButton: UIControl {}
class UISwitch: UIControl {}
class UISlider: UIControl {}
class UIStepper: UIControl {}
class UISegmentedControl: UIControl {}
class UIPageControl: UIControl {}
class UITextField: UIControl {}
class UIRefreshControl: UIControl {}

class UIScrollView: UIView {
    var isScrollEnabled = true
    var delaysContentTouches = true
    var canCancelContentTouches = true
    var bounces = true
    var alwaysBounceVertical = false
    var alwaysBounceHorizontal = false
    var isPagingEnabled = false
    var isDirectionalLockEnabled = false
    var minimumZoomScale: CGFloat = 1
    var maximumZoomScale: CGFloat = 1
    var refreshControl: UIRefreshControl?
    enum KeyboardDismissMode: Int {
        case none, onDrag, interactive
    }
    var keyboardDismissMode = KeyboardDismissMode.none
    var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer() }
    func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    func touchesShouldCancel(in view: UIView) -> Bool { true }
}
class UITextView: UIScrollView {}

class UITableView: UIScrollView {
    var allowsSelection = true
}

class UICollectionView: UIScrollView {
    var allowsSelection = true
}

class UITableViewCell: UIView {}

class UIContextualAction: NSObject {
    enum Style { case normal, destructive }
    typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    init(style: Style, title: String?, handler: @escaping Handler) {}
}

class UISwipeActionsConfiguration: NSObject {
    var performsFirstActionWithFullSwipe = true
    init(actions: [UIContextualAction]) {}
}
class UICollectionViewCell: UIView {}

class UIGestureRecognizer: NSObject {
    var view: UIView? { nil }
    var isEnabled = true
    var cancelsTouchesInView = true
    var delaysTouchesBegan = false
    var delaysTouchesEnded = true
    func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    func location(in view: UIView?) -> CGPoint { CGPoint(x: 0, y: 0) }
}

class UITapGestureRecognizer: UIGestureRecognizer {}
class UILongPressGestureRecognizer: UIGestureRecognizer {}
class UISwipeGestureRecognizer: UIGestureRecognizer {}
class UIPinchGestureRecognizer: UIGestureRecognizer {}
class UIRotationGestureRecognizer: UIGestureRecognizer {}

class UIPanGestureRecognizer: UIGestureRecognizer {
    var minimumNumberOfTouches = 1
    var maximumNumberOfTouches = Int.max
    func translation(in view: UIView?) -> CGPoint { CGPoint(x: 0, y: 0) }
    func velocity(in view: UIView?) -> CGPoint { CGPoint(x: 0, y: 0) }
}

class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}

/// The failure requirements a delegate decides (docs/model.md §3.11), with UIKit's signatures;
/// UIKit's default answer is NO. (UIKit declares them optional; a Swift protocol gives them
/// default implementations instead.)
protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

class UINavigationController: NSObject {
    var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
}
