import TouchSimCore

/// Gesture recognizer objects (docs/format.md §2, "Gesture recognizer object").
extension TreeDecoder {
    /// Every key a recognizer may take, with the types that take it (empty: every type).
    package static let recognizerKeys: [(key: String, types: [RecognizerType])] =
        [
            "id", "type", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
            "requireToFail", "recognizeSimultaneouslyWith", "shouldBegin", "shouldReceiveTouch",
            "shouldRequireFailureOf", "shouldBeRequiredToFailBy",
        ].map { ($0, []) }
        + [
            ("numberOfTapsRequired", [.tap, .longPress]),
            ("numberOfTouchesRequired", [.tap, .longPress, .swipe]),
            ("minimumPressDuration", [.longPress]), ("allowableMovement", [.longPress]),
            ("minimumNumberOfTouches", [.pan]), ("maximumNumberOfTouches", [.pan]),
            ("direction", [.swipe]), ("edges", [.screenEdgePan]),
        ]

    /// The type-specific values, UIKit's defaults (`UIKitObjectModel`) until the object says
    /// otherwise.
    struct KindValues {
        let type: RecognizerType
        /// UIKit's default, which is also the least allowed: 1 for a tap, 0 for a long press.
        let leastTaps: Int
        var taps = 1
        var touches = 1
        var minimumPressDuration = 0.0
        var allowableMovement = 0.0
        var minimumTouches = 1
        var maximumTouches: Int?
        var direction = SwipeDirection.right
        var edges: [RectEdge] = []

        init(type: RecognizerType) {
            self.type = type
            switch UIKitObjectModel.recognizerDefaults(of: type) {
            case .tap(let taps, let touches):
                self.taps = taps
                self.touches = touches
            case .longPress(let duration, let movement, let touches, let taps):
                minimumPressDuration = duration
                allowableMovement = movement
                self.touches = touches
                self.taps = taps
            case .pan(let minimum, let maximum):
                minimumTouches = minimum
                maximumTouches = maximum
            case .swipe(let direction, let touches):
                self.direction = direction
                self.touches = touches
            case .pinch, .rotation:
                break
            case .screenEdgePan(let edges):
                self.edges = edges
            }
            leastTaps = taps
        }

        var kind: RecognizerKindSpec {
            switch type {
            case .tap: return .tap(numberOfTapsRequired: taps, numberOfTouchesRequired: touches)
            case .longPress:
                return .longPress(
                    minimumPressDuration: minimumPressDuration, allowableMovement: allowableMovement,
                    numberOfTouchesRequired: touches, numberOfTapsRequired: taps)
            case .pan: return .pan(minimumNumberOfTouches: minimumTouches, maximumNumberOfTouches: maximumTouches)
            case .swipe: return .swipe(direction: direction, numberOfTouchesRequired: touches)
            case .pinch: return .pinch
            case .rotation: return .rotation
            case .screenEdgePan: return .screenEdgePan(edges: edges)
            }
        }
    }

    /// Decodes the recognizer `value` at `path`.
    mutating func decodeRecognizer(_ value: JSONValue, path: String) throws(Diagnostic) -> RecognizerSpec {
        var object = try JSONObject(value, path: path, expected: "a gesture recognizer object")
        let idValue = try object.required("id")
        let id = try Self.id(idValue, path: object.path("id"))
        let named = object
        return try naming(.recognizer, id, named) { (decoder) throws(Diagnostic) in
            try decoder.decodeNamedRecognizer(&object, id: id, at: idValue.location)
        }
    }

    private mutating func decodeNamedRecognizer(_ object: inout JSONObject, id: String, at idLocation: SourceLocation)
        throws(Diagnostic) -> RecognizerSpec
    {
        try overrides.apply(to: &object, id: id)
        let typeValue = try object.required("type")
        let typeName = try typeValue.string(path: object.path("type"), expected: "a recognizer type")
        guard let type = RecognizerType(rawValue: typeName) else {
            let names = RecognizerType.allCases.map(\.rawValue)
            throw typeValue.location.diagnostic(
                "unknown recognizer type \(typeValue.quoted)\(Suggestion.clause(for: typeName, among: names))",
                path: object.path("type"))
        }
        try ids.register(id, as: .recognizer, at: idLocation, path: object.path("id"))

        var values = KindValues(type: type)
        var spec = RecognizerSpec(id: id, kind: values.kind)
        for member in object.members {
            try Self.checkRecognizerKey(member, of: object, type: type)
            try decodeRecognizerMember(member, path: object.path(member.key), into: &spec, values: &values)
        }
        try Self.checkTouchCounts(values, in: object)
        if type == .screenEdgePan && values.edges.isEmpty {
            // UIKit's default is no edge, a recognizer that can never begin: surely a mistake.
            throw object.location.diagnostic(
                "a screenEdgePan recognizer needs \"edges\": \"all\" or an array of \"top\", \"left\", \"bottom\", \"right\"",
                path: object.path("edges"))
        }
        spec.kind = values.kind
        return spec
    }

    /// Fails when a recognizer of `type` takes no key `member.key`: an unknown key, or a key of
    /// other types.
    static func checkRecognizerKey(_ member: JSONMember, of object: JSONObject, type: RecognizerType)
        throws(Diagnostic)
    {
        let takes = { (entry: (key: String, types: [RecognizerType])) in
            entry.types.isEmpty || entry.types.contains(type)
        }
        guard let entry = recognizerKeys.first(where: { $0.key == member.key }) else {
            throw object.unknownKey(member, known: recognizerKeys.filter(takes).map(\.key))
        }
        guard takes(entry) else {
            throw member.keyLocation.diagnostic(
                "\"\(member.key)\" is a key of \(entry.types.map(\.rawValue).joined(separator: " and ")) recognizers, but this one is a \(type.rawValue)",
                path: object.path(member.key))
        }
    }

    mutating func decodeRecognizerMember(
        _ member: JSONMember, path: String, into spec: inout RecognizerSpec, values: inout KindValues
    ) throws(Diagnostic) {
        let value = member.value
        switch member.key {
        case "id", "type": break  // read first: the rest depends on them
        case "enabled": spec.enabled = try value.bool(path: path)
        case "cancelsTouchesInView": spec.cancelsTouchesInView = try value.bool(path: path)
        case "delaysTouchesBegan": spec.delaysTouchesBegan = try value.bool(path: path)
        case "delaysTouchesEnded": spec.delaysTouchesEnded = try value.bool(path: path)
        case "shouldBegin": spec.shouldBegin = try decodeOverride(value, path: path, of: .shouldBegin(values.type))
        case "shouldReceiveTouch":
            spec.shouldReceiveTouch = try decodeOverride(value, path: path, of: .shouldReceiveTouch)
        case "shouldRequireFailureOf":
            spec.failureRules.shouldRequireFailureOf = try decodeOverride(value, path: path, of: .failureRequirement)
        case "shouldBeRequiredToFailBy":
            spec.failureRules.shouldBeRequiredToFailBy = try decodeOverride(value, path: path, of: .failureRequirement)
        case "requireToFail":
            spec.requireToFail = try recognizerIds(
                value, key: member.key, path: path, expected: "an array of recognizer ids")
            if let index = spec.requireToFail.firstIndex(of: spec.id), case .array(let elements) = value.kind {
                throw elements[index].location.diagnostic(
                    "a recognizer cannot require itself to fail", path: JSONPath.index(path, index))
            }
        case "recognizeSimultaneouslyWith":
            if case .string("*") = value.kind {
                spec.recognizeSimultaneouslyWith = .all
            } else {
                spec.recognizeSimultaneouslyWith = .ids(
                    try recognizerIds(
                        value, key: member.key, path: path, expected: "\"*\" or an array of recognizer ids"))
            }
        case "numberOfTapsRequired":
            values.taps = try value.integer(
                path: path, atLeast: values.leastTaps, expected: "an integer ≥ \(values.leastTaps)")
        case "numberOfTouchesRequired": values.touches = try count(value, path: path)
        case "minimumNumberOfTouches": values.minimumTouches = try count(value, path: path)
        case "maximumNumberOfTouches": values.maximumTouches = try count(value, path: path)
        case "minimumPressDuration":
            values.minimumPressDuration = try value.number(
                path: path, in: 0...Double.infinity, expected: "a duration ≥ 0 in seconds")
        case "allowableMovement":
            values.allowableMovement = try value.number(
                path: path, in: 0...Double.infinity, expected: "a distance ≥ 0 in points")
        case "direction":
            guard case .string(let name) = value.kind, let direction = SwipeDirection(rawValue: name) else {
                throw value.mismatch(JSONValue.alternatives(SwipeDirection.allCases.map(\.rawValue)), path: path)
            }
            values.direction = direction
        case "edges": values.edges = try edges(value, path: path)
        default: preconditionFailure("recognizerKeys lists a key that is not decoded: \(member.key)")
        }
    }

    /// `UIRectEdge` as `"all"` or a non-empty array of edge names, each at most once.
    private func edges(_ value: JSONValue, path: String) throws(Diagnostic) -> [RectEdge] {
        let expected = "\"all\" or a non-empty array of " + JSONValue.alternatives(RectEdge.allCases.map(\.rawValue))
        if case .string("all") = value.kind { return RectEdge.allCases }
        let elements = try value.array(path: path, expected: expected)
        guard !elements.isEmpty else { throw value.mismatch(expected, path: path) }
        var edges: [RectEdge] = []
        for (index, element) in elements.enumerated() {
            let elementPath = JSONPath.index(path, index)
            guard case .string(let name) = element.kind, let edge = RectEdge(rawValue: name) else {
                throw element.mismatch(JSONValue.alternatives(RectEdge.allCases.map(\.rawValue)), path: elementPath)
            }
            guard !edges.contains(edge) else {
                throw element.location.diagnostic("edge \(element.quoted) is listed twice", path: elementPath)
            }
            edges.append(edge)
        }
        return RectEdge.allCases.filter(edges.contains)
    }

    /// `maximumNumberOfTouches` may not be below `minimumNumberOfTouches`.
    static func checkTouchCounts(_ values: KindValues, in object: JSONObject) throws(Diagnostic) {
        if let maximum = values.maximumTouches, maximum < values.minimumTouches {
            let maximumValue = object["maximumNumberOfTouches"]!
            throw maximumValue.mismatch(
                "a number ≥ minimumNumberOfTouches (\(values.minimumTouches))",
                path: object.path("maximumNumberOfTouches"))
        }
    }

    private func count(_ value: JSONValue, path: String) throws(Diagnostic) -> Int {
        try value.integer(path: path, atLeast: 1, expected: "an integer ≥ 1")
    }

    /// The id list under `key`: ids that must name recognizers, checked once the whole tree is
    /// read, at most `IDListBound.maximum` of them (a tree's lists were bounded in pass 1; a
    /// `--set` value or a `set` event's are here).
    private mutating func recognizerIds(_ value: JSONValue, key: String, path: String, expected: String)
        throws(Diagnostic) -> [String]
    {
        var ids: [String] = []
        for (index, element) in try value.array(path: path, expected: expected).enumerated() {
            let elementPath = JSONPath.index(path, index)
            guard index < IDListBound.maximum else {
                throw IDListBound.tooLong(key, at: element.location, path: elementPath)
            }
            let id = try element.string(path: elementPath, expected: "a recognizer id")
            refer(to: id, as: .recognizer, at: element, path: elementPath)
            ids.append(id)
        }
        return ids
    }
}
