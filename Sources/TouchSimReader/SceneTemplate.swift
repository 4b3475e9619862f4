import TouchSimCore

/// A scenario's tree as written, kept so that it can be decoded again with other `--set`
/// overrides: the what-if path of `touchsim fix`, which tries many changes of one scenario.
public struct SceneTemplate: Sendable {
    private let tree: JSONValue
    /// The tree's JSON path as diagnostics print it (`tree`, or empty in a tree file).
    private let path: String
    private let ios: IOSVersion
    private let name: String?
    /// The `add` events' views, decoded with the tree (docs/format.md §1.10).
    private let additions: [ViewAddition]

    init(tree: JSONValue, path: String, ios: IOSVersion, name: String?, additions: [ViewAddition]) {
        self.tree = tree
        self.path = path
        self.ios = ios
        self.name = name
        self.additions = additions
    }

    /// The scene with `overrides` applied, decoded exactly as `--set` is at load, so that a
    /// what-if change gets the checks of a value written in the file.
    public func scene(applying overrides: [KeyOverride]) throws(Diagnostic) -> SceneSpec {
        var (scene, _) = try TreeDecoder.decode(
            tree, path: path, ios: ios, overrides: PendingOverrides(overrides), additions: additions)
        scene.name = name
        return scene
    }

    /// Whether `other` describes the same screen: the same iOS version and the same tree,
    /// wherever each was written (inline or in a tree file) and whatever its comments say.
    public func hasSameScreen(as other: SceneTemplate) -> Bool {
        ios == other.ios && tree.hasSameContent(as: other.tree) && additions.count == other.additions.count
            && zip(additions, other.additions).allSatisfy { $0.hasSameContent(as: $1) }
    }
}
