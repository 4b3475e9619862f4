import TouchSimCore

/// A big tree decoded as it is read (docs/format.md §4.9): one view's keys are held as values at a
/// time, never the whole tree, so that its memory is that of the specs. An inline tree is
/// decoded so in pass 1, where it is checked: it is read once.
extension TreeDecoder {
    /// What pass 1 made of an inline tree: decoded, refused, or only checked.
    package enum StreamedTree {
        /// Decoded for `ios`, the references and overrides left to check (`finish`).
        case decoded(TreeDecoder, root: ViewSpec)
        /// Decoded for `ios`, then taken to be finished elsewhere (a concurrent replay's engine
        /// thread, `ScenarioDocument.Reader.takeDecodedTree`): the decoder, its id tables and
        /// the specs are not held twice for the whole replay.
        case taken
        /// Checked whole, and refused by decoding for `ios` with this error: the first that
        /// decoding its values would give.
        case refused(Diagnostic)
        /// Checked as `JSONValue.checkTree` checks a tree (which returns `ids`), to decode once
        /// the document is read.
        case checked(ids: Int)
    }

    /// Reads the root view at the lexer's position in pass 1, where `ios` may still change (a
    /// later `ios` key): decoded as it is read when nothing stands in the way (`--set` overrides
    /// do), else checked only. Its JSON errors are thrown as they come, in the order checking
    /// finds them; a value that does not decode is only noted, the rest of the tree then being
    /// checked, as decoding values comes after checking them. A tree the streaming reader
    /// cannot follow (`streamView`) is read again from its start and checked.
    static func stream(_ lexer: inout JSONLexer, path: String, ios: IOSVersion, overrides: PendingOverrides)
        throws(Diagnostic) -> StreamedTree
    {
        let mark = lexer.mark
        if overrides.isEmpty {
            var decoder = TreeDecoder(ios: ios, overrides: overrides)
            var failure: Diagnostic?
            if let root = try decoder.streamView(&lexer, path: .text(path), isRoot: true, failure: &failure) {
                if let failure { return .refused(failure) }
                return .decoded(decoder, root: root)
            }
            lexer.seek(to: mark)
        }
        return .checked(ids: try JSONValue.checkTree(&lexer, path: path))
    }

    /// Decodes the root view at the lexer's position, checked already (`JSONValue.check`), as
    /// `decode(_:path:ios:overrides:)` decodes its values. Where streaming could decode in
    /// another order than the values would (a `class` after `subviews`, `--set` overrides), the
    /// values (`parsed`) are decoded instead: they give the same scene, or the same first
    /// error. `ids` is about how many ids the tree has.
    static func decode(
        _ lexer: inout JSONLexer, path: String, ios: IOSVersion, overrides: PendingOverrides, ids: Int,
        parsed: () throws(Diagnostic) -> JSONValue
    ) throws(Diagnostic) -> (scene: SceneSpec, warnings: [Diagnostic]) {
        if overrides.isEmpty {
            var decoder = TreeDecoder(ios: ios, overrides: overrides)
            // Objects with an `id` inside ignored keys count too: a hostile file could make the
            // guess large, so it is capped.
            decoder.ids.reserveCapacity(min(ids, Self.idsReserved))
            var failure: Diagnostic?
            if let root = try decoder.streamView(&lexer, path: .text(path), isRoot: true, failure: &failure) {
                if let failure { throw failure }
                return try decoder.finish(roots: [root], path: path)
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

    /// Decodes the view object at the lexer's position as `decodeView` decodes its value, its
    /// subviews and recognizers as they come, and checks its JSON as `JSONValue.checkTree`
    /// does, throwing its JSON errors as they come. Its id and frame are read without making
    /// values of them; once its `subviews` or `gestureRecognizers` array is reached, its keys so
    /// far (which must hold its id, frame and class) are decoded, then each subview or
    /// recognizer, then its later keys one by one. The first value
    /// that does not decode is noted in `failure`, and the rest of the tree is then only
    /// checked: the view returned is no longer the one written. Nil when the object is not in
    /// that shape, or an id list is too long (`checkTree` says where): the caller then checks
    /// and decodes the values, which say what.
    private mutating func streamView(
        _ lexer: inout JSONLexer, path: ObjectPath, isRoot: Bool, failure: inout Diagnostic?
    ) throws(Diagnostic) -> ViewSpec? {
        guard try lexer.peekValue() == .object else { return nil }
        let location = lexer.location(lexer.position)
        try lexer.beginObject()
        var id: (text: String, location: SourceLocation)?
        var frame: Rect?
        var members: [JSONMember] = []
        // The keys besides `id`, `frame` and `subviews`, ignored ones too: none may come twice.
        var keys = ObjectKeys()
        var start: ViewStart?
        // Whether the view was begun before its end, at `subviews` or `gestureRecognizers`:
        // `start` is nil then only when decoding failed.
        var begun = false
        var hasSubviews = false
        var first = true
        while let keyPosition = try lexer.nextMember(first: &first) {
            if lexer.scratchEquals("id") {
                guard id == nil, try lexer.peekValue() == .string else { return nil }
                let idLocation = lexer.location(lexer.position)
                let text = try lexer.readString()
                guard Self.isName(text, punctuation: "_-.") else { return nil }
                id = (text, idLocation)
                continue
            }
            if lexer.scratchEquals("frame") {
                guard frame == nil, let rect = try Self.streamRect(&lexer) else { return nil }
                frame = rect
                continue
            }
            if lexer.scratchEquals("subviews") {
                guard !hasSubviews, let id, let frame, try lexer.peekValue() == .array else { return nil }
                hasSubviews = true
                var object = JSONObject(members: members, location: location, path: path)
                if !begun { start = begin(&object, id: id, frame: frame, isRoot: isRoot, failure: &failure) }
                begun = true
                let subviewsPath = object.path("subviews")
                try lexer.beginArray()
                var index = 0
                var firstElement = true
                while try lexer.nextElement(first: &firstElement) {
                    let subviewPath = ObjectPath.element(array: subviewsPath, index: index)
                    guard let subview = try streamView(&lexer, path: subviewPath, isRoot: false, failure: &failure)
                    else { return nil }
                    index += 1
                    if failure == nil { start!.view.subviews.append(subview) }
                }
                failure = failure?.owned(by: .view, id.text, at: object.path, isRoot: isRoot)
                if failure == nil { Self.compact(&start!.view.subviews) }
                continue
            }
            let key = lexer.scratchString
            let keyLocation = lexer.location(keyPosition)
            try keys.note(key, at: keyLocation)
            if JSONObject.isIgnored(key) {
                try JSONValue.check(&lexer)
                continue
            }
            // The class was taken to be the default when the view was begun.
            if begun, key == "class" || key == "superclass" { return nil }
            if key == "gestureRecognizers", let id, let frame, try lexer.peekValue() == .array {
                var object = JSONObject(members: members, location: location, path: path)
                if !begun { start = begin(&object, id: id, frame: frame, isRoot: isRoot, failure: &failure) }
                begun = true
                let recognizersPath = object.path(key)
                guard try streamRecognizers(&lexer, path: recognizersPath, into: &start, failure: &failure) else {
                    return nil
                }
                failure = failure?.owned(by: .view, id.text, at: object.path, isRoot: isRoot)
                continue
            }
            guard let value = try Self.parseBounded(&lexer) else { return nil }
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            if begun, failure == nil {
                let object = JSONObject(members: members, location: location, path: path)
                attempt(&failure) { (decoder) throws(Diagnostic) in
                    try decoder.decodeViewKey(members.last!, of: object, into: &start!, isRoot: isRoot)
                }
            }
        }
        // `subviews` needs both, so a view that has it has them.
        guard let id, let frame else { return nil }
        var object = JSONObject(members: members, location: location, path: path)
        // A view without subviews (most views) is decoded here, as `decodeView` would.
        if !begun { start = begin(&object, id: id, frame: frame, isRoot: isRoot, failure: &failure) }
        let finished = attempt(&failure) { (decoder) throws(Diagnostic) in try decoder.finishView(start!, of: object) }
        return finished ?? ViewSpec(id: id.text, className: "", frame: frame)
    }

    /// Decodes the `gestureRecognizers` array at the lexer's position into the view of `start`
    /// as `decodeViewMember` decodes its value (every view takes the key), a recognizer at a
    /// time: 100,000s of them are never held as values too (docs/format.md §4.9). False when
    /// an id list is too long (`parseBounded`).
    private mutating func streamRecognizers(
        _ lexer: inout JSONLexer, path: String, into start: inout ViewStart?, failure: inout Diagnostic?
    ) throws(Diagnostic) -> Bool {
        try lexer.beginArray()
        var index = 0
        var first = true
        while try lexer.nextElement(first: &first) {
            guard let element = try Self.parseBounded(&lexer) else { return false }
            attempt(&failure) { (decoder) throws(Diagnostic) in
                let recognizer = try decoder.decodeRecognizer(element, path: JSONPath.index(path, index))
                // Beyond the most a path may hold, the tree will be refused (if not for an
                // earlier error, then by `checkRecognizersOnPaths`): each is still decoded, for
                // its errors, ids and references, but only counted.
                if start!.view.gestureRecognizers.count < Self.maximumRecognizersOnPath {
                    start!.view.gestureRecognizers.append(recognizer)
                } else {
                    decoder.recognizersNotKept[start!.view.id, default: 0] += 1
                }
            }
            index += 1
        }
        return true
    }

    /// The value at the lexer's position, read as `JSONValue.parse` reads it; nil when an id
    /// list in it is too long, which `checkTree` says where (`IDListBound`).
    private static func parseBounded(_ lexer: inout JSONLexer) throws(Diagnostic) -> JSONValue? {
        do {
            return try JSONValue.parse(&lexer, boundingIDLists: true)
        } catch {
            if IDListBound.isTooLong(error) { return nil }
            throw error
        }
    }

    /// The view of `object` begun (`beginView`) with the keys read so far decoded; nil when
    /// decoding failed, now or before (`attempt`).
    private mutating func begin(
        _ object: inout JSONObject, id: (text: String, location: SourceLocation), frame: Rect, isRoot: Bool,
        failure: inout Diagnostic?
    ) -> ViewStart? {
        attempt(&failure) { (decoder) throws(Diagnostic) in
            var start = try decoder.beginView(&object, id: id.text, at: id.location, frame: frame, isRoot: isRoot)
            for member in object.members { try decoder.decodeViewKey(member, of: object, into: &start, isRoot: isRoot) }
            return start
        }
    }

    /// What `step` returns, unless decoding failed before (`failure` holds the first error) or
    /// fails now (its error is then kept in `failure`): nil then.
    @discardableResult
    private mutating func attempt<Value>(
        _ failure: inout Diagnostic?, _ step: (inout TreeDecoder) throws(Diagnostic) -> Value
    ) -> Value? {
        guard failure == nil else { return nil }
        do {
            return try step(&self)
        } catch {
            failure = error
            return nil
        }
    }
}
