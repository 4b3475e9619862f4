import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader
import TouchSimReplay

@Test("A scenario's want list is read with where each expectation starts, and the replay does not change")
func wantListIsKeptAndIgnoredByReplay() throws {
    let tree = #"{"id": "w", "frame": [0, 0, 10, 10]}"#
    let plain = try load(scenario(tree: tree))
    let json =
        "{\"touchsim\": 1,\n \"want\": [\"w:touchesBegan\", \"!w:touchesEnded\"], \"tree\": \(tree), \"events\": []}"
    let file = try load(json)
    #expect(
        file.wants == [
            SourceText(text: "w:touchesBegan", file: "<stdin>", line: 2, column: 12, path: "want[0]"),
            SourceText(text: "!w:touchesEnded", file: "<stdin>", line: 2, column: 30, path: "want[1]"),
        ])
    #expect(same(file.scene.root, plain.scene.root))
    #expect(plain.wants.isEmpty)
}

@Test(
    "Two scenarios show the same screen whatever the comments and key order; another ios or frame differs (docs/model.md §8)"
)
func sameScreen() throws {
    let a = try load(scenario(tree: #"{"id": "w", "frame": [0, 0, 10, 10], "comment": "a"}"#))
    let b = try load(scenario(tree: #"{"frame": [0, 0, 10, 10], "id": "w"}"#))
    let otherFrame = try load(scenario(tree: #"{"id": "w", "frame": [0, 0, 10, 11]}"#))
    let otherIOS = try load(scenario(tree: #"{"id": "w", "frame": [0, 0, 10, 10]}"#, ios: "8.0"))
    #expect(try a.template().hasSameScreen(as: b.template()))
    #expect(try !a.template().hasSameScreen(as: otherFrame.template()))
    #expect(try !a.template().hasSameScreen(as: otherIOS.template()))
}

@Test("A template decodes the tree again with other --set overrides, checked as at load")
func templateAppliesOverrides() throws {
    let file = try load(scenario(tree: #"{"id": "w", "frame": [0, 0, 10, 10]}"#))
    let scene = try file.template().scene(applying: [KeyOverride.parse("w.exclusiveTouch=true")])
    #expect(scene.root.exclusiveTouch)
    #expect(!file.scene.root.exclusiveTouch)
    #expect(throws: Diagnostic.self) { try file.template().scene(applying: [KeyOverride.parse("w.exclusiveTouch=1")]) }
}
