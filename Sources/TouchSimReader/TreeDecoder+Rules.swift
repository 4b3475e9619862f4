import TouchSimCore

/// Overridden `BOOL` methods (docs/format.md §2.5): `true`, `false`, or rules tried in order,
/// each `return` with at most one view matcher (`kindOf`, `id`) and, for a recognizer's
/// delegate, conditions on the gesture (`direction`, `startsIn`, `startsAtEdge` + `within`).
extension TreeDecoder {
    /// Which method the rules stand for: it decides what they may look at.
    enum RuleMethod {
        /// `touchesShouldBegin` or `touchesShouldCancelInContentView`: the content view only.
        case contentView
        /// `gestureRecognizer(_:shouldReceive:)`: the touch that just went down, no movement yet.
        case shouldReceiveTouch
        /// `gestureRecognizerShouldBegin` of a recognizer of this type.
        case shouldBegin(RecognizerType)
        /// A table's delegate about a cell of `list` (docs/format.md §2.12); `willSelectRow`
        /// (`redirects`) may also return another cell's id.
        case cell(list: String, redirects: Bool)
        /// `shouldRequireFailureOf` or `shouldBeRequiredToFailBy` (docs/model.md §3.11): about
        /// another recognizer, matched by its `id`, its `class` or its view's `kindOf`.
        case failureRequirement
    }

    /// How many rules one method may have. UIKit asks the method at every touch and the rules
    /// are tried in order, so the limit keeps each answer short; a real override has a few.
    static let maximumRules = 100

    /// The keys of a rule that look at the gesture.
    package static let conditionKeys = ["direction", "startsIn", "startsAtEdge", "within"]

    /// An overridden method's value at `path`.
    mutating func decodeOverride(_ value: JSONValue, path: String, of method: RuleMethod) throws(Diagnostic)
        -> OverrideSpec
    {
        switch value.kind {
        case .bool(let answer): return .always(answer)
        case .array(let elements):
            guard elements.count <= Self.maximumRules else {
                throw elements[Self.maximumRules].location.diagnostic(
                    "a list of \(elements.count) rules; at most \(Self.maximumRules) are accepted",
                    path: JSONPath.index(path, Self.maximumRules))
            }
            var rules: [OverrideRule] = []
            for (index, element) in elements.enumerated() {
                rules.append(try decodeRule(element, path: JSONPath.index(path, index), of: method))
            }
            return .rules(rules)
        default: throw value.mismatch("true, false or an array of rules", path: path)
        }
    }

    private mutating func decodeRule(_ value: JSONValue, path: String, of method: RuleMethod) throws(Diagnostic)
        -> OverrideRule
    {
        let object = try JSONObject(
            value, path: path,
            expected: method.isAboutRecognizer
                ? "a rule object {\"id\", \"class\" or \"kindOf\", \"return\"}"
                : "a rule object {\"kindOf\" or \"id\", \"return\"}")
        var matcher = OverrideRule.Matcher.any
        var matcherKey: String?
        var conditions: [GestureCondition] = []
        for member in object.members {
            let memberPath = object.path(member.key)
            switch member.key {
            case "kindOf", "id",
                "class" where member.key != "class" || method.isAboutRecognizer:
                if let matcherKey {
                    throw member.keyLocation.diagnostic(
                        "a rule has at most one matcher; it already has \"\(matcherKey)\"", path: memberPath)
                }
                matcherKey = member.key
                if member.key == "kindOf" {
                    let name = try member.value.string(path: memberPath, expected: "a class name")
                    refer(to: name, as: .className, at: member.value, path: memberPath)
                    matcher = .kindOf(name)
                } else if member.key == "class" {
                    matcher = .recognizerClass(try Self.recognizerClass(member.value, path: memberPath))
                } else if method.isAboutRecognizer {
                    let id = try member.value.string(path: memberPath, expected: "a recognizer id")
                    refer(to: id, as: .recognizer, at: member.value, path: memberPath)
                    matcher = .id(id)
                } else {
                    let id = try member.value.string(path: memberPath, expected: "a view id")
                    refer(to: id, as: .view, at: member.value, path: memberPath)
                    matcher = .id(id)
                }
            case "return", "within": break  // read below
            case _ where Self.conditionKeys.contains(member.key):
                try Self.check(member, in: object, allowedBy: method)
                conditions.append(try decodeCondition(member, in: object))
            default:
                let known =
                    (method.isAboutRecognizer ? ["id", "class", "kindOf", "return"] : ["kindOf", "id", "return"])
                    + (method.looksAtGesture ? Self.conditionKeys : [])
                throw object.unknownKey(member, known: known)
            }
        }
        if let within = object.members.first(where: { $0.key == "within" }), object["startsAtEdge"] == nil {
            try Self.check(within, in: object, allowedBy: method)
            throw within.keyLocation.diagnostic(
                "\"within\" is the distance from \"startsAtEdge\"; add \"startsAtEdge\" or remove \"within\"",
                path: object.path("within"))
        }
        let answerValue = try object.required("return")
        let answer: OverrideRule.Answer
        switch answerValue.kind {
        case .bool(true): answer = .yes
        case .bool(false): answer = .no
        case .string("super"): answer = .callSuper
        case .string(let id) where method.redirects:
            refer(to: id, as: .cell(ofList: method.list!), at: answerValue, path: object.path("return"))
            answer = .cell(id)
        default:
            throw answerValue.mismatch(
                method.redirects
                    ? "true, false, \"super\" or the id of a cell to select instead" : "true, false or \"super\"",
                path: object.path("return"))
        }
        return OverrideRule(matcher: matcher, conditions: conditions, answer: answer)
    }

    /// A gesture condition may appear only where UIKit passes a gesture, and a direction only
    /// where something has moved along one.
    private static func check(_ member: JSONMember, in object: JSONObject, allowedBy method: RuleMethod)
        throws(Diagnostic)
    {
        let fail = { (message: String) in member.keyLocation.diagnostic(message, path: object.path(member.key)) }
        switch method {
        case .contentView:
            throw fail(
                "\"\(member.key)\" looks at a gesture, but this method is asked about a content view only; gesture conditions go in a recognizer's \"shouldBegin\" or \"shouldReceiveTouch\""
            )
        case .cell:
            throw fail(
                "\"\(member.key)\" looks at a gesture, but a table's delegate is asked about a cell only (docs/format.md §2.12)"
            )
        case .failureRequirement:
            throw fail(
                "\"\(member.key)\" looks at a gesture, but a failure requirement is asked about another recognizer only, by \"id\", \"class\" or \"kindOf\" (docs/format.md §2.7)"
            )
        case .shouldReceiveTouch where member.key == "direction":
            throw fail(
                "\"direction\" cannot be known in \"shouldReceiveTouch\": UIKit asks when the finger goes down, before it moves; put the rule in \"shouldBegin\""
            )
        case .shouldBegin(.swipe) where member.key == "direction":
            throw fail(
                "a swipe recognizes only in its own \"direction\", so a \"direction\" rule would always or never match; set the swipe's \"direction\" instead"
            )
        case .shouldBegin(let type) where member.key == "direction" && !type.hasTranslation:
            throw fail(
                "\"direction\" needs a pan: a \(type.rawValue) recognizer has no translation (pan, screenEdgePan and a scroll view's panGestureRecognizer have one)"
            )
        default:
            return
        }
    }

    /// A `class` matcher: a recognizer class touchsim knows (docs/format.md §2.7).
    private static func recognizerClass(_ value: JSONValue, path: String) throws(Diagnostic) -> RecognizerClass {
        let name = try value.string(path: path, expected: "a gesture recognizer class name")
        guard let known = RecognizerClass(rawValue: name) else {
            let names = RecognizerClass.allCases.map(\.rawValue)
            let suggestion = Suggestion.clause(for: name, among: names)
            throw value.location.diagnostic(
                "unknown gesture recognizer class \(value.quoted)\(suggestion.isEmpty ? "; one of " + names.joined(separator: ", ") : suggestion)",
                path: path)
        }
        return known
    }

    private mutating func decodeCondition(_ member: JSONMember, in object: JSONObject) throws(Diagnostic)
        -> GestureCondition
    {
        let value = member.value
        let path = object.path(member.key)
        switch member.key {
        case "direction":
            let names = PanDirection.allCases.map(\.rawValue)
            guard case .string(let name) = value.kind, let direction = PanDirection(rawValue: name) else {
                throw value.mismatch(JSONValue.alternatives(names), path: path)
            }
            return .direction(direction)
        case "startsIn":
            let id = try value.string(path: path, expected: "a view id")
            refer(to: id, as: .view, at: value, path: path)
            return .startsIn(view: id)
        default:  // "startsAtEdge"
            let names = RectEdge.allCases.map(\.rawValue)
            guard case .string(let name) = value.kind, let edge = RectEdge(rawValue: name) else {
                throw value.mismatch(JSONValue.alternatives(names) + " (one edge of the recognizer's view)", path: path)
            }
            let withinValue = try object.required("within")
            let within = try withinValue.number(
                path: object.path("within"), in: 0...Double.infinity, expected: "a distance ≥ 0 in points")
            return .startsAtEdge(edge, within: within)
        }
    }
}

extension TreeDecoder.RuleMethod {
    /// Whether UIKit passes the method a gesture that conditions can look at.
    var looksAtGesture: Bool {
        switch self {
        case .contentView, .cell, .failureRequirement: return false
        case .shouldReceiveTouch, .shouldBegin: return true
        }
    }

    /// Whether the rules are about another recognizer rather than a view (§3.11).
    var isAboutRecognizer: Bool {
        if case .failureRequirement = self { return true }
        return false
    }

    /// The table or collection view whose cells the rules are about.
    var list: String? {
        if case .cell(let list, _) = self { return list }
        return nil
    }

    /// Whether a rule may return a cell's id (`willSelectRow`).
    var redirects: Bool {
        if case .cell(_, true) = self { return true }
        return false
    }
}
