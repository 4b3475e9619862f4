import TouchSimCore
import TouchSimReader

/// Recognizers (docs/format.md §2.7, §2.8), the rules of overridden methods (§2.5) and the
/// small objects a view key holds (docs/format.md §2.9, §2.11, §2.13).
extension ScenarioSchema {
    static var ruleDefinitions: [String: SchemaValue] {
        let flag: SchemaValue = ["type": "boolean"]
        let id: SchemaValue = ["type": "string", "minLength": 1]
        let answer: SchemaValue = ["anyOf": [flag, ["const": "super"]]]
        let viewMatchers = [key("2.5", "kindOf", id), key("2.5", "id", id)]
        let conditions = [
            key("2.5", "direction", names(PanDirection.allCases.map(\.rawValue))), key("2.5", "startsIn", id),
            key("2.5", "startsAtEdge", names(RectEdge.allCases.map(\.rawValue))),
            key("2.5", "within", ["type": "number", "minimum": 0]),
        ]
        let oneMatcher: SchemaValue = ["not": ["required": ["kindOf", "id"]]]
        let edgeWithin: SchemaValue = ["startsAtEdge": ["within"], "within": ["startsAtEdge"]]
        func rule(_ keys: [(String, SchemaValue)], returning value: SchemaValue) -> SchemaValue {
            closedObject(keys + [key("2.5", "return", value)], required: ["return"]).merging(["allOf": [oneMatcher]])
        }
        return [
            "recognizer": recognizer,
            "scrollPan": closedObject(TreeDecoder.scrollPanKeys.map { recognizerKey("2.8", $0) }),
            "viewRule": rule(viewMatchers, returning: answer),
            "gestureRule": rule(viewMatchers + conditions, returning: answer).merging(["dependentRequired": edgeWithin]
            ),
            "touchRule": rule(viewMatchers + conditions.filter { $0.0 != "direction" }, returning: answer)
                .merging(["dependentRequired": edgeWithin]),
            "cellRule": rule(viewMatchers, returning: answer),
            "cellRedirectRule": rule(viewMatchers, returning: ["anyOf": [flag, ["type": "string", "minLength": 1]]]),
            "failureRule": closedObject(
                [
                    failureMatcher("id", id), failureMatcher("class", names(RecognizerClass.allCases.map(\.rawValue))),
                    failureMatcher("kindOf", id), key("2.5", "return", answer),
                ], required: ["return"]
            ).merging([
                "not": [
                    "anyOf": [
                        ["required": ["id", "class"]], ["required": ["id", "kindOf"]],
                        ["required": ["class", "kindOf"]],
                    ]
                ]
            ]),
            "presentation": closedObject(
                TreeDecoder.presentationKeys.map {
                    key("2.13", $0, $0 == "style" ? names(PresentationStyle.allCases.map(\.rawValue)) : flag)
                }),
            "navigationController": closedObject([
                prose(
                    "2.11", "interactivePop", flag,
                    "`true` (the default): a pushed screen, whose back-swipe may begin; `false`: the root screen, whose back-swipe's delegate says NO"
                )
            ]),
            "redirect": closedObject(
                [
                    prose(
                        "2.9", "redirect", id,
                        "The view `hitTest(_:with:)` returns where UIKit's would return this view")
                ],
                required: ["redirect"]),
        ]
    }

    /// A matcher of a failure-requirement rule, from docs/format.md §2.7's table of them.
    private static func failureMatcher(_ name: String, _ value: SchemaValue) -> (String, SchemaValue) {
        key("2.7", name, value, qualifier: "matches the other recognizer when")
    }

    /// A recognizer: the keys of every type, then those of its `type` (docs/format.md §2.7).
    private static var recognizer: SchemaValue {
        let common = TreeDecoder.recognizerKeys.filter(\.types.isEmpty).map { recognizerKey("2.7", $0.key) }
        let types: [SchemaValue] = RecognizerType.allCases.map { type in
            let keys = TreeDecoder.recognizerKeys.filter { $0.types.contains(type) }.map {
                recognizerKey("2.7", $0.key, type: type)
            }
            var then: [String: SchemaValue] = ["properties": .object(Dictionary(uniqueKeysWithValues: keys))]
            if type == .screenEdgePan { then["required"] = ["edges"] }
            return [
                "if": ["required": ["type"], "properties": ["type": ["const": .string(type.rawValue)]]],
                "then": .object(then),
            ]
        }
        // Keys of the types are allowed in the branch of their type: unevaluatedProperties sees them.
        guard case .object(var object) = closedObject(common, required: ["id", "type"]) else {
            preconditionFailure("a recognizer is an object")
        }
        object["additionalProperties"] = nil
        object["unevaluatedProperties"] = false
        object["allOf"] = .array(types)
        return .object(object)
    }

    /// A recognizer key with its value's shape, described from `section` (of `type`'s row).
    private static func recognizerKey(_ section: String, _ name: String, type: RecognizerType? = nil) -> (
        String, SchemaValue
    ) {
        let flag: SchemaValue = ["type": "boolean"]
        let ids: SchemaValue = ["type": "array", "items": ["type": "string", "minLength": 1]]
        let least = type == .longPress && name == "numberOfTapsRequired" ? 0 : 1
        let failure: SchemaValue = ["anyOf": [flag, ["type": "array", "maxItems": 100, "items": ref("failureRule")]]]
        let shapes: [String: SchemaValue] = [
            "id": ["type": "string", "pattern": "^[A-Za-z0-9_.-]+$"],
            "type": names(RecognizerType.allCases.map(\.rawValue)), "enabled": flag, "cancelsTouchesInView": flag,
            "delaysTouchesBegan": flag, "delaysTouchesEnded": flag, "requireToFail": ids,
            "recognizeSimultaneouslyWith": ["anyOf": [["const": "*"], ids]],
            "shouldBegin": ["anyOf": [flag, ["type": "array", "maxItems": 100, "items": ref("gestureRule")]]],
            "shouldReceiveTouch": ["anyOf": [flag, ["type": "array", "maxItems": 100, "items": ref("touchRule")]]],
            "shouldRequireFailureOf": failure, "shouldBeRequiredToFailBy": failure,
            "numberOfTapsRequired": ["type": "integer", "minimum": .number(Double(least))],
            "numberOfTouchesRequired": ["type": "integer", "minimum": 1],
            "minimumPressDuration": ["type": "number", "minimum": 0],
            "allowableMovement": ["type": "number", "minimum": 0],
            "minimumNumberOfTouches": ["type": "integer", "minimum": 1],
            "maximumNumberOfTouches": ["type": "integer", "minimum": 1],
            "direction": names(SwipeDirection.allCases.map(\.rawValue)),
            "edges": [
                "anyOf": [
                    ["const": "all"],
                    [
                        "type": "array", "minItems": 1, "uniqueItems": true,
                        "items": names(RectEdge.allCases.map(\.rawValue)),
                    ],
                ]
            ],
        ]
        return key(section, name, shapes[name]!, qualifier: type?.rawValue)
    }
}
