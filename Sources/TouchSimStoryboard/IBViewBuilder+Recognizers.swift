import ScenarioText

/// The gesture recognizers a view's `gestureRecognizers` outlet collection holds, with the
/// attributes Interface Builder stores (docs/format.md §2.7).
extension IBViewBuilder {
    mutating func recognizers(of element: XMLElement) -> [ScenarioValue] {
        guard let id = element["id"], let list = document.recognizerIDs[id] else { return [] }
        var result: [ScenarioValue] = []
        for recognizerID in list {
            guard let recognizer = document.byID[recognizerID], let type = IBClasses.recognizers[recognizer.name] else {
                notes.add(
                    element.position,
                    "the gestureRecognizers outlet collection names \(recognizerID), which is not a gesture recognizer of this document; left out"
                )
                continue
            }
            if let members = recognizerMembers(recognizer, type: type) { result.append(.object(members)) }
        }
        return result
    }

    private mutating func recognizerMembers(_ element: XMLElement, type: String) -> [ScenarioMember]? {
        let uikit = "UI" + type.prefix(1).uppercased() + type.dropFirst() + "GestureRecognizer"
        let className = element["customClass"].map(ScenarioNames.readable) ?? uikit
        var members = [
            ScenarioMember("id", .string(ids.unique(stem(element, className: className)))),
            ScenarioMember("type", .string(type)),
        ]
        if Self.flag(element, "enabled") == false { members.append(ScenarioMember("enabled", .bool(false))) }
        let defaults = ["cancelsTouchesInView": true, "delaysTouchesBegan": false, "delaysTouchesEnded": true]
        for key in ["cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded"] {
            if let value = Self.flag(element, key), value != defaults[key] {
                members.append(ScenarioMember(key, .bool(value)))
            }
        }
        func count(_ key: String, minimum: Int) {
            guard let text = element[key] else { return }
            guard let value = Int(text), value >= minimum, value <= 1000 else {
                notes.add(element.position, "\(key) \"\(text)\" is not a whole number of at least \(minimum); left out")
                return
            }
            members.append(ScenarioMember(key, .number(Double(value))))
        }
        func seconds(_ key: String) {
            guard let text = element[key] else { return }
            guard let value = IBFrames.number(text), value >= 0, value <= 1e6 else {
                notes.add(element.position, "\(key) \"\(text)\" is not a number ≥ 0; left out")
                return
            }
            members.append(ScenarioMember(key, .number(value)))
        }
        switch type {
        case "tap":
            count("numberOfTapsRequired", minimum: 1)
            count("numberOfTouchesRequired", minimum: 1)
        case "longPress":
            seconds("minimumPressDuration")
            seconds("allowableMovement")
            count("numberOfTouchesRequired", minimum: 1)
            count("numberOfTapsRequired", minimum: 0)
        case "pan", "screenEdgePan":
            count("minimumNumberOfTouches", minimum: 1)
            count("maximumNumberOfTouches", minimum: 1)
            if type == "screenEdgePan" {
                let edge = element.child("rectEdge", key: "edges")
                let edges = ["top", "left", "bottom", "right"].filter { edge?[$0] == "YES" }
                guard !edges.isEmpty else {
                    notes.add(
                        element.position,
                        "a screen-edge pan without edges can never begin (UIKit's default is none; they are usually set in code); left out"
                    )
                    return nil
                }
                members.append(ScenarioMember("edges", .array(edges.map(ScenarioValue.string))))
            }
        case "swipe":
            if let direction = element["direction"] {
                guard ["right", "left", "up", "down"].contains(direction) else {
                    notes.add(
                        element.position, "a swipe direction \"\(direction)\" touchsim does not know; right assumed")
                    break
                }
                if direction != "right" { members.append(ScenarioMember("direction", .string(direction))) }
            }
            count("numberOfTouchesRequired", minimum: 1)
        default: break
        }
        if let minimum = members.first(where: { $0.key == "minimumNumberOfTouches" }),
            let maximum = members.first(where: { $0.key == "maximumNumberOfTouches" }),
            case .number(let low) = minimum.value, case .number(let high) = maximum.value, high < low
        {
            members.removeAll { $0.key == "maximumNumberOfTouches" }
            notes.add(element.position, "maximumNumberOfTouches below minimumNumberOfTouches; left out")
        }
        var comment = "ib: " + (element["id"] ?? "")
        if let label = element["userLabel"] { comment += "; userLabel " + ScenarioValue.quote(label) }
        if element["customClass"] != nil { comment += "; class \(className)" }
        members.append(ScenarioMember("comment", .string(comment)))
        if element.child("connections")?.children("outlet").contains(where: { $0["property"] == "delegate" }) == true {
            notes.once(
                "recognizer delegates", element.position,
                "gesture recognizer delegates are code Interface Builder does not show: touchsim assumes they answer as UIKit does by default (add \"shouldBegin\", \"shouldReceiveTouch\", \"recognizeSimultaneouslyWith\" and \"requireToFail\" by hand, docs/format.md §2.7)"
            )
        }
        return members
    }
}
