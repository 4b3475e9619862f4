import TouchSimCore

/// The `--set` overrides of a run, applied to the objects they target while the tree is decoded,
/// so that an overridden value gets exactly the checks of a value written in the file.
package struct PendingOverrides {
    private struct Entry {
        var override: KeyOverride
        var value: JSONValue
        var applied = false
    }

    private var entries: [Entry]
    /// The indices of `entries` by target, so that each view looks up its own overrides
    /// instead of reading all of them.
    private var byTarget: [String: [Int]] = [:]

    /// Parses the overrides' values.
    init(_ overrides: [KeyOverride]) throws(Diagnostic) {
        entries = []
        for override in overrides {
            byTarget[override.target, default: []].append(entries.count)
            entries.append(Entry(override: override, value: try override.value()))
        }
    }

    /// Whether there are none.
    var isEmpty: Bool { entries.isEmpty }

    /// Sets the keys that target `id` in the object of the view or recognizer with that id;
    /// a later `--set` of the same key wins.
    mutating func apply(to object: inout JSONObject, id: String) throws(Diagnostic) {
        for member in try take(target: id) { object.set(member) }
    }

    /// Sets the keys that target a private scroll view (`<tableId>.wrapper`) in the object under
    /// `key` (`wrapperView`) of its owner's object, creating it if absent.
    mutating func apply(to object: inout JSONObject, privateScrollView id: String, key: String)
        throws(Diagnostic)
    {
        let members = try take(target: id)
        guard let first = members.first else { return }
        guard let existing = object.members.first(where: { $0.key == key }) else {
            object.set(
                JSONMember(
                    key: key, keyLocation: first.keyLocation,
                    value: JSONValue(kind: .object(members), location: first.keyLocation)))
            return
        }
        // Not an object: decoding reports that, with or without the overrides.
        guard case .object(var nested) = existing.value.kind else { return }
        for member in members { nested.set(member) }
        object.set(
            JSONMember(
                key: key, keyLocation: existing.keyLocation,
                value: JSONValue(kind: .object(nested), location: existing.value.location)))
    }

    private mutating func take(target: String) throws(Diagnostic) -> [JSONMember] {
        // Most runs have no overrides: every view of a big tree asks.
        guard !entries.isEmpty else { return [] }
        var members: [JSONMember] = []
        for index in byTarget[target] ?? [] {
            let override = entries[index].override
            guard override.key != "id" else {
                throw override.keyLocation.diagnostic("an id cannot be changed with --set", path: "")
            }
            entries[index].applied = true
            members.set(JSONMember(key: override.key, keyLocation: override.keyLocation, value: entries[index].value))
        }
        return members
    }

    /// Fails on the first override whose target the tree does not have; the diagnostic says
    /// whether the id is missing (`isMissingOverrideTarget`) or names something with no keys.
    func checkAllApplied(ids: IdRegistry, ios: IOSVersion) throws(Diagnostic) {
        for entry in entries where !entry.applied {
            let target = entry.override.target
            let location = SourceLocation(file: entry.override.file, line: 1, column: 1)
            if case .scrollViewRecognizer(let scrollView) = ids.owner(of: target) {
                throw location.diagnostic(
                    "\(Quoted.string(target)) is a recognizer UIKit gives scroll view \(Quoted.string(scrollView)); it has no keys to set",
                    path: "")
            }
            var missing: Diagnostic
            if let dot = target.lastIndex(of: "."), ids.owner(of: String(target[..<dot])) == .view,
                UIKitObjectModel.PrivateScrollView.allCases.contains(where: {
                    $0.id(ofOwner: String(target[..<dot])) == target
                })
            {
                missing = location.diagnostic(
                    "no view has the id \(Quoted.string(target)): iOS \(ios) inserts no such private scroll view (docs/model.md §8)",
                    path: "")
            } else {
                let candidates = ids.ids { $0.isSettable }
                missing = location.diagnostic(
                    "no view or recognizer has the id \(Quoted.string(target))\(Suggestion.clause(for: target, among: candidates))",
                    path: "")
            }
            missing.isMissingOverrideTarget = true
            throw missing
        }
    }
}

extension [JSONMember] {
    /// Replaces the member with the same key, or appends it.
    mutating func set(_ member: JSONMember) {
        if let index = firstIndex(where: { $0.key == member.key }) {
            self[index] = member
        } else {
            append(member)
        }
    }
}
