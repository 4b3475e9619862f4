import TouchSimCore

/// Turns a `set` event's `"ID.KEY": value` pairs into typed changes (docs/format.md §1.7). Each
/// pair is decoded exactly as `--set ID.KEY=VALUE` is (docs/format.md §4.4): the tree is decoded
/// again with the pair on top of the run's overrides, so the value gets every check a value in
/// the file gets, and the new value is read from the decoded object. Only the keys of
/// `changeableKeys` may change during a trace (docs/model.md §11).
struct SetEventDecoder {
    let template: SceneTemplate
    /// The run's `--set`s, parsed and not yet applied.
    let overrides: PendingOverrides
    let scene: SceneSpec
    let addresses: SceneAddresses

    /// The keys a `set` event may change, by the kind of object that has them.
    static let changeableKeys: [(kind: String, keys: [String])] = [
        ("view", ["hidden", "alpha", "userInteractionEnabled"]),
        ("recognizer", ["enabled", "cancelsTouchesInView"]),
        (
            "control with a value",
            ["hidden", "alpha", "userInteractionEnabled", "value", "on", "selectedSegmentIndex"]
        ),
        (
            "scroll view",
            [
                "hidden", "alpha", "userInteractionEnabled", "contentOffset", "scrollEnabled", "delaysContentTouches",
                "canCancelContentTouches",
            ]
        ),
    ]

    /// The changes of `event`, in the order written.
    func changes(of event: SetEvent) throws(Diagnostic) -> [SceneChange] {
        let setPath = JSONPath.key(event.path, "set")
        let object = try JSONObject(event.value, path: setPath, expected: "an object of \"ID.KEY\": value pairs")
        guard !object.members.isEmpty else {
            throw event.value.location.diagnostic(
                "a set event changes at least one key: {\"ID.KEY\": value, …}, such as {\"buy.enabled\": false}",
                path: setPath)
        }
        var changes: [SceneChange] = []
        for member in object.members {
            changes.append(try change(member, path: "\(setPath)[\(Quoted.string(member.key))]"))
        }
        return changes
    }

    private func change(_ member: JSONMember, path: String) throws(Diagnostic) -> SceneChange {
        let name = member.key
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else {
            throw member.keyLocation.diagnostic(
                "expected \"ID.KEY\", an id and a key joined by \".\", such as \"buy.enabled\"", path: path)
        }
        let target = String(name[..<dot])
        let key = String(name[name.index(after: dot)...])
        guard key != "id" else { throw cannotChange(key, of: nil, at: member, path: path) }
        var pending = overrides
        pending.add(target: target, key: key, keyLocation: member.keyLocation, value: member.value)
        let changed: SceneSpec
        do {
            changed = try template.scene(applying: pending)
        } catch {
            throw relocated(error, member: member, key: key, path: path)
        }
        if let r = addresses.recognizer(target), let spec = changed.root.recognizer(target) {
            switch key {
            case "enabled": return .recognizer(r, .enabled(spec.enabled))
            case "cancelsTouchesInView": return .recognizer(r, .cancelsTouchesInView(spec.cancelsTouchesInView))
            default: throw cannotChange(key, of: "recognizer", at: member, path: path)
            }
        }
        guard let v = addresses.view(target), !addresses.isPrivateScrollView(v), let view = changed.root.view(target)
        else {
            throw member.keyLocation.diagnostic(
                "\(Quoted.string(target)) is a scroll view UIKit inserts (docs/model.md §8); its keys cannot change during a trace",
                path: path)
        }
        if let c = addresses.control(v), let value = view.control?.value,
            let current = Self.controlValue(key, of: value)
        {
            return .controlValue(c, current)
        }
        if let s = addresses.scrollView(v), let scroll = view.scroll,
            let change = Self.scrollChange(key, of: scroll)
        {
            return .scrollView(s, change)
        }
        switch key {
        case "hidden": return .view(v, .hidden(view.hidden))
        case "alpha": return .view(v, .alpha(view.alpha))
        case "userInteractionEnabled": return .view(v, .userInteractionEnabled(view.userInteractionEnabled))
        default:
            let kind = view.scroll != nil ? "scroll view" : view.control?.value != nil ? "control with a value" : "view"
            throw cannotChange(key, of: kind, at: member, path: path)
        }
    }

    /// The value a control's `key` sets, nil for a key that cannot change during a trace.
    private static func controlValue(_ key: String, of value: ControlValueSpec) -> ControlValue? {
        switch (key, value) {
        case ("value", .slider(let slider)): return .value(slider.value)
        case ("value", .stepper(let stepper)): return .value(stepper.value)
        case ("selectedSegmentIndex", .segmented(let segmented)):
            return .selectedSegmentIndex(segmented.selectedSegmentIndex)
        case ("on", .toggle(let on)): return .on(on)
        default: return nil
        }
    }

    /// The change of a scroll view's `key` to its value in `scroll`, nil for a key that cannot
    /// change during a trace.
    private static func scrollChange(_ key: String, of scroll: ScrollSpec) -> ScrollChange? {
        switch key {
        case "contentOffset": return .contentOffset(scroll.contentOffset)
        case "scrollEnabled": return .scrollEnabled(scroll.scrollEnabled)
        case "delaysContentTouches": return .delaysContentTouches(scroll.delaysContentTouches)
        case "canCancelContentTouches": return .canCancelContentTouches(scroll.canCancelContentTouches)
        default: return nil
        }
    }

    private func cannotChange(_ key: String, of kind: String?, at member: JSONMember, path: String) -> Diagnostic {
        var message = "\(Quoted.string(key)) cannot change during a trace"
        if let kind, let keys = Self.changeableKeys.first(where: { $0.kind == kind })?.keys {
            message += "; a \(kind)'s keys that can are \(keys.map { "\"\($0)\"" }.joined(separator: ", "))"
        }
        return member.keyLocation.diagnostic(message + " (docs/format.md §1.7)", path: path)
    }

    /// A diagnostic of the decoding, placed on the pair: where it was found when that is inside
    /// the pair, on its key otherwise (an unknown id); its path made the pair's, keeping what
    /// follows the key (`[1]` of a point).
    private func relocated(_ error: Diagnostic, member: JSONMember, key: String, path: String) -> Diagnostic {
        var result = error
        let inside = SourceLocation(file: error.file, line: error.line, column: error.column)
        if inside != member.keyLocation && !member.value.locations.contains(inside) {
            result.file = member.keyLocation.file
            result.line = member.keyLocation.line
            result.column = member.keyLocation.column
        }
        result.path = path
        if let range = error.path.ranges(of: "." + Quoted.bare(key)).last {
            result.path += error.path[range.upperBound...]
        }
        result.isMissingOverrideTarget = false
        return result
    }
}

extension JSONValue {
    /// Where this value and every value inside it start.
    fileprivate var locations: [SourceLocation] {
        switch kind {
        case .array(let elements): return [location] + elements.flatMap(\.locations)
        case .object(let members): return [location] + members.flatMap { [$0.keyLocation] + $0.value.locations }
        default: return [location]
        }
    }
}

extension ViewSpec {
    /// The view with id `id` in this subtree, this view included.
    fileprivate func view(_ id: String) -> ViewSpec? {
        if self.id == id { return self }
        for sub in subviews {
            if let found = sub.view(id) { return found }
        }
        return nil
    }

    /// The declared recognizer with id `id` in this subtree.
    fileprivate func recognizer(_ id: String) -> RecognizerSpec? {
        if let found = gestureRecognizers.first(where: { $0.id == id }) { return found }
        for sub in subviews {
            if let found = sub.recognizer(id) { return found }
        }
        return nil
    }
}
