import TouchSimCore

/// A big tree decoded as it is read (docs/format.md §4.9): one view's keys are held as values at a
/// time, never the whole tree, so that its memory is that of the specs.
extension TreeDecoder {
    /// Decodes the root view at the lexer's position, checked already (`JSONValue.check`), as
    /// `decode(_:path:ios:overrides:)` decodes its values. Where streaming could decode in
    /// another order than the values would (a `class` after `subviews`, `--set` overrides) or
    /// anything is wrong, the values (`parsed`) are decoded instead: they give the same scene,
    /// and the error the file has first.
    static func decode(
        _ lexer: inout JSONLexer, path: String, ios: IOSVersion, overrides: PendingOverrides,
        parsed: () throws(Diagnostic) -> JSONValue
    ) throws(Diagnostic) -> (scene: SceneSpec, warnings: [Diagnostic]) {
        if overrides.isEmpty {
            var decoder = TreeDecoder(ios: ios, overrides: overrides)
            if let root = try? decoder.streamView(&lexer, path: path, isRoot: true) {
                return try decoder.finish(root: root, path: path)
            }
        }
        return try decode(try parsed(), path: path, ios: ios, overrides: overrides)
    }

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
        guard let start else {
            return try decodeView(JSONValue(kind: .object(members), location: location), path: path, isRoot: isRoot)
        }
        return try finishView(start, of: JSONObject(members: members, location: location, path: path))
    }
}
