import TouchSimCore
import TouchSimFormat
import TouchSimReader
import _TouchSimStorage

/// The scenes of the search's change sets, built without decoding the tree again.
///
/// A `--set` override changes the decoded spec of the view it targets (or of the view that
/// holds the recognizer it targets) and of no other view: each key is decoded in its own
/// object (docs/format.md §4.4). So each change is decoded once, with the whole tree, and kept
/// as the views whose own keys it altered; the scene of a set is then the scene as written
/// with those views' keys replaced. Changes of one set that alter a view in common are decoded
/// together, once per search (merged field by field where they edit different fields); a
/// change that alters anything else takes the full decode, which is exact for any set.
/// `scene(applying:)` is checked against the full decode on every pair of changes of the
/// goldens (`ScenePatchesTests`). Figures in docs/performance.md.
struct ScenePatches: Sendable {
    /// One view's own keys as one change leaves them.
    private struct Patch: Sendable {
        /// Window index, then subview indices down to the view.
        var path: [Int]
        /// The view's spec with no subviews.
        var flat: ViewSpec
    }

    private let template: SceneTemplate
    /// The changes, in the order of the search space.
    private let changes: [Change]
    private let base: SceneSpec
    /// `base`'s live tree, built once: a set's replays start from it with its views patched.
    private let prepared: PreparedScene
    /// Per change: the views it alters; nil when it alters more than views' own keys.
    private let patches: [[Patch]?]
    /// Per change: whether `--set` refuses it alone (an unknown class in a rule). Each key is
    /// decoded in its own object (docs/format.md §4.4), so a set holding it is refused too,
    /// without decoding the set again.
    private let refused: [Bool]
    /// The patches of groups of changes that alter a view in common, by group.
    private let joint = Locked<[[Int]: [Patch]?]>([:])

    /// Decodes the scene once as written and once per change of `changes`.
    init(template: SceneTemplate, changes: [Change]) throws(Diagnostic) {
        self.template = template
        self.changes = changes
        let base = try template.scene(applying: [])
        self.base = base
        prepared = PreparedScene(base)
        // An edit of the traces' events alters no view: its scene is the scene as written.
        let alone = changes.map { change in change.override.map { try? template.scene(applying: [$0]) } ?? base }
        refused = alone.map { $0 == nil }
        patches = alone.map { $0.flatMap { Self.difference(from: base, to: $0) } }
    }

    /// The scene with the overrides of the changes `set` (indices into the initializer's
    /// list) applied, exactly as `SceneTemplate.scene(applying:)` gives it (the edits of one
    /// scroll view's pan in one override); nil when that throws.
    func scene(applying set: [Int]) -> SceneSpec? {
        guard !set.contains(where: { refused[$0] }) else { return nil }
        guard let chosen = patches(of: set) else { return decoded(set) }
        var scene = base
        for patch in chosen {
            Self.replace(&scene.windows[patch.path[0]].view, at: patch.path.dropFirst(), with: patch.flat)
        }
        return scene
    }

    /// The scene of the full decode with the overrides of `set`, the edits of one scroll
    /// view's pan in one override (`Change.combined`).
    private func decoded(_ set: [Int]) -> SceneSpec? {
        try? template.scene(applying: Change.overrides(of: set.map { changes[$0] }))
    }

    /// The scene of `scene(applying:)` prepared for replays: the live tree built once with the
    /// views the set alters patched (`PreparedScene.patched`), or where that cannot be, built
    /// from the set's scene.
    func prepared(applying set: [Int]) -> PreparedScene? {
        if let chosen = patches(of: set), let patched = prepared.patched(chosen.map(\.flat)) { return patched }
        return scene(applying: set).map(PreparedScene.init)
    }

    /// The views `set` alters, with their keys; nil when a change alters more than views' own
    /// keys.
    private func patches(of set: [Int]) -> [Patch]? {
        var chosen: [Patch] = []
        for group in Self.groups(of: set, patches) {
            guard let each = group.count == 1 ? patches[group[0]] : jointPatches(group) else { return nil }
            chosen += each
        }
        return chosen
    }

    /// `set` split into groups of changes that alter a view in common, each in the order of
    /// `set`; a change with no patches stands alone (and takes the full decode).
    private static func groups(of set: [Int], _ patches: [[Patch]?]) -> [[Int]] {
        var groups: [(changes: [Int], paths: [[Int]])] = []
        for change in set {
            var merged = (changes: [change], paths: patches[change]?.map(\.path) ?? [])
            while let i = groups.firstIndex(where: { $0.paths.contains(where: merged.paths.contains) }) {
                let group = groups.remove(at: i)
                merged = (group.changes + merged.changes, group.paths + merged.paths)
            }
            groups.append(merged)
        }
        return groups.map { $0.changes.sorted() }
    }

    /// The patches of changes that alter a view in common: their edits of each view merged
    /// (`ViewSpecMerge`), or where they do not merge, the changes decoded together; once per
    /// group and search.
    private func jointPatches(_ group: [Int]) -> [Patch]? {
        if let known = joint.withLock({ $0[group] }) { return known }
        let found =
            merged(group)
            ?? decoded(group).flatMap {
                Self.difference(from: base, to: $0)
            }
        joint.withLock { $0[group] = found }
        return found
    }

    /// The patches of `group`, each view's edits merged; nil when one view's do not merge.
    private func merged(_ group: [Int]) -> [Patch]? {
        var byPath: [(path: [Int], flats: [ViewSpec])] = []
        for change in group {
            guard let each = patches[change] else { return nil }
            for patch in each {
                if let i = byPath.firstIndex(where: { $0.path == patch.path }) {
                    byPath[i].flats.append(patch.flat)
                } else {
                    byPath.append((patch.path, [patch.flat]))
                }
            }
        }
        var result: [Patch] = []
        for (path, flats) in byPath {
            guard flats.count > 1 else {
                result.append(Patch(path: path, flat: flats[0]))
                continue
            }
            let original = Self.flattened(Self.view(at: path.dropFirst(), in: base.windows[path[0]].view))
            guard let flat = ViewSpecMerge.merge(flats, into: original) else { return nil }
            result.append(Patch(path: path, flat: flat))
        }
        return result
    }

    private static func view(at path: ArraySlice<Int>, in view: ViewSpec) -> ViewSpec {
        guard let first = path.first else { return view }
        return Self.view(at: path.dropFirst(), in: view.subviews[first])
    }

    /// The views whose own keys differ between `base` and `changed`, with their changed
    /// keys; nil when anything else differs (the scene's keys, a window's level, the tree's
    /// shape).
    private static func difference(from base: SceneSpec, to changed: SceneSpec) -> [Patch]? {
        var probe = changed
        probe.windows = base.windows
        guard probe == base, base.windows.count == changed.windows.count else { return nil }
        var result: [Patch] = []
        for (i, (a, b)) in zip(base.windows, changed.windows).enumerated() {
            guard a.level == b.level, collect(a.view, b.view, path: [i], into: &result) else { return nil }
        }
        return result
    }

    /// Adds the views of `a`'s subtree whose own keys differ in `b`; false when the subtrees'
    /// shapes differ.
    private static func collect(_ a: ViewSpec, _ b: ViewSpec, path: [Int], into result: inout [Patch]) -> Bool {
        guard a.subviews.count == b.subviews.count else { return false }
        let flat = flattened(b)
        if flattened(a) != flat { result.append(Patch(path: path, flat: flat)) }
        for i in a.subviews.indices where !collect(a.subviews[i], b.subviews[i], path: path + [i], into: &result) {
            return false
        }
        return true
    }

    private static func flattened(_ view: ViewSpec) -> ViewSpec {
        var flat = view
        flat.subviews = []
        return flat
    }

    /// Replaces the own keys of the view at `path` under `view` with `flat`'s, keeping its
    /// subviews.
    private static func replace(_ view: inout ViewSpec, at path: ArraySlice<Int>, with flat: ViewSpec) {
        guard let first = path.first else {
            let subviews = view.subviews
            view = flat
            view.subviews = subviews
            return
        }
        replace(&view.subviews[first], at: path.dropFirst(), with: flat)
    }
}
