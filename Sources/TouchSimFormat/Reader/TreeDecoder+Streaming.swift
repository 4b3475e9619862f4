import TouchSimCore

/// A big tree decoded as it is read (docs/format.md §4.9): one view's keys are held as values at a
/// time, never the whole tree, so that its memory is that of the specs.
extension TreeDecoder {
    /// Decodes the root view at the lexer's position, checked already (`JSONValue.check`), as
    /// `decode(_:path:ios:overrides:)` decodes its values. Where streaming could decode in
    /// another order than the values would (a `class` after `subviews`, `--set` overrides) or
    /// anything is wrong, the values (`parsed`) are decoded instead: they give the same scene,
    /// and the error the file has first. `ids` is about how many ids the tree has.
    static func decode(
        _ lexer: inout JSONLexer, path: String, ios: IOSVersion, overrides: PendingOverrides, ids: Int,
        parsed: () throws(Diagnostic) -> JSONValue
    ) throws(Diagnostic) -> (scene: SceneSpec, warnings: [Diagnostic]) {
        if overrides.isEmpty {
            var decoder = TreeDecoder(ios: ios, overrides: overrides)
            // Objects with an `id` inside ignored keys count too: a hostile file could make the
            // guess large, so it is capped.
            decoder.ids.reserveCapacity(min(ids, Self.idsReserved))
            if let root = try? decoder.streamView(&lexer, path: path, isRoot: true) {
                return try decoder.finish(root: root, path: path)
            }
        }
        return try decode(try parsed(), path: path, ios: ios, overrides: overrides)
    }

    /// Gives `subviews` room for exactly its views: appended one at a time, a list of 100,000s
    /// has room for up to twice as many, held for the whole replay (about 150 bytes each).
    private static func compact(_ subviews: inout [ViewSpec]) {
        guard subviews.capacity - subviews.count > 1_024 else { return }
        var exact: [ViewSpec] = []
        exact.reserveCapacity(subviews.count)
        exact.append(contentsOf: subviews)
        subviews = exact
    }

    /// The most ids room is made for before the tree is read (about 20 MB); a bigger tree's
    /// table grows as it is read.
    private static let idsReserved = 1 << 18

    /// Decodes the view object at the lexer's position as `decodeView` does, its subviews as they
    /// come: once a view's `subviews` array is reached, its keys so far (which must hold its id,
    /// frame and class) are decoded, then each subview, then its later keys one by one. Nil
    /// when the object is not in that shape.
    private mutating func streamView(_ lexer: inout JSONLexer, path: String, isRoot: Bool) throws(Diagnostic)
        -> ViewSpec?
    {
        guard try lexer.peekValue() == .object else { return nil }
        let location = lexer.location(lexer.position)
        try lexer.beginObject()
        var members: [JSONMember] = []
        var start: ViewStart?
        var first = true
        while let keyPosition = try lexer.nextMember(first: &first) {
            let key = lexer.scratchString
            let keyLocation = lexer.location(keyPosition)
            if JSONObject.isIgnored(key) {
                try JSONValue.check(&lexer)
                continue
            }
            if start == nil, key == "subviews", try lexer.peekValue() == .array {
                var object = JSONObject(members: members, location: location, path: path)
                var begun = try beginView(&object, isRoot: isRoot)
                for member in members { try decodeViewKey(member, of: object, into: &begun, isRoot: isRoot) }
                let subviews = JSONMember(
                    key: key, keyLocation: keyLocation,
                    value: JSONValue(kind: .array([]), location: lexer.location(lexer.position)))
                try checkViewKey(subviews, of: object, className: begun.className, traits: begun.traits)
                let subviewsPath = object.path(key)
                try lexer.beginArray()
                var firstElement = true
                while try lexer.nextElement(first: &firstElement) {
                    let subviewPath = JSONPath.index(subviewsPath, begun.view.subviews.count)
                    guard let subview = try streamView(&lexer, path: subviewPath, isRoot: false) else { return nil }
                    begun.view.subviews.append(subview)
                }
                Self.compact(&begun.view.subviews)
                members.append(subviews)
                start = begun
                continue
            }
            // The class was taken to be the default when the subviews were decoded.
            if start != nil, key == "class" || key == "superclass" { return nil }
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: try JSONValue.parse(&lexer)))
            if start != nil {
                let object = JSONObject(members: members, location: location, path: path)
                try decodeViewKey(members.last!, of: object, into: &start!, isRoot: isRoot)
            }
        }
        var object = JSONObject(members: members, location: location, path: path)
        // A view without subviews (most views) is decoded here, as `decodeView` would.
        guard let start else {
            var leaf = try beginView(&object, isRoot: isRoot)
            for member in members { try decodeViewKey(member, of: object, into: &leaf, isRoot: isRoot) }
            return try finishView(leaf, of: object)
        }
        return try finishView(start, of: object)
    }
}
