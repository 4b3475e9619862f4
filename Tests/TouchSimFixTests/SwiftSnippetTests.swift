import Testing
import TouchSimCore

@testable import TouchSimFix

@Test("A shouldReceive rule with gesture conditions becomes one if statement testing all of them (docs/format.md §2.5)")
func shouldReceiveWithConditions() {
    let rules = [
        OverrideRule(matcher: .kindOf("UISlider"), answer: .no),
        OverrideRule(
            matcher: .any, conditions: [.startsIn(view: "handle"), .startsAtEdge(.left, within: 40)], answer: .yes),
        OverrideRule(matcher: .any, answer: .no),
    ]
    #expect(
        SwiftSnippet.shouldReceive("menuPan", rules: rules) == [
            "// in menuPan.delegate:",
            "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {",
            "    guard gestureRecognizer === menuPan else { return true }",
            "    if touch.view is UISlider { return false }",
            "    if handle.bounds.contains(touch.location(in: handle)) && (0.0...40).contains(touch.location(in: gestureRecognizer.view).x - gestureRecognizer.view!.bounds.minX) { return true }",
            "    return false",
            "}",
        ])
}
