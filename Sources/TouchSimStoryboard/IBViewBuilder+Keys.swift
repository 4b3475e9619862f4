import ScenarioText

/// Interface Builder's attributes as scenario keys (docs/format.md §2.1, §2.3, §2.4,
/// docs/format.md §2.10, docs/format.md §2.12). IB writes an attribute only when it differs from UIKit's default, so an absent one
/// is UIKit's default, which is touchsim's, and is left out too.
extension IBViewBuilder {
    static func flag(_ element: XMLElement, _ name: String) -> Bool? {
        switch element[name] {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// `hidden`, `alpha`, `userInteractionEnabled`, `multipleTouchEnabled`, `exclusiveTouch`.
    func commonKeys(_ element: XMLElement, builtIn: String) -> [ScenarioMember] {
        var members: [ScenarioMember] = []
        if Self.flag(element, "hidden") == true { members.append(ScenarioMember("hidden", .bool(true))) }
        if let alpha = IBFrames.number(element["alpha"]), alpha != 1 {
            members.append(ScenarioMember("alpha", .number(min(1, max(0, alpha)))))
        }
        // UILabel and UIImageView start with interaction off; IB writes the attribute for them
        // anyway, but an absent one means UIKit's default there too.
        let offByDefault = ScenarioClasses.interactionOffByDefault(builtIn)
        if let enabled = Self.flag(element, "userInteractionEnabled"), enabled == offByDefault {
            members.append(ScenarioMember("userInteractionEnabled", .bool(enabled)))
        }
        if Self.flag(element, "multipleTouchEnabled") == true {
            members.append(ScenarioMember("multipleTouchEnabled", .bool(true)))
        }
        if Self.flag(element, "exclusiveTouch") == true {
            members.append(ScenarioMember("exclusiveTouch", .bool(true)))
        }
        return members
    }

    /// `enabled` of a control, and the value keys of sliders, steppers, segmented controls,
    /// switches and page controls, checked as the reader checks them so that the scenario reads back.
    mutating func controlKeys(_ element: XMLElement, builtIn: String) -> [ScenarioMember] {
        let controls: Set<String> = [
            "UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl",
        ]
        guard controls.contains(builtIn) else { return [] }
        var members: [ScenarioMember] = []
        if Self.flag(element, "enabled") == false { members.append(ScenarioMember("enabled", .bool(false))) }
        switch builtIn {
        case "UISlider", "UIStepper":
            let isSlider = builtIn == "UISlider"
            let minimum = IBFrames.number(element[isSlider ? "minValue" : "minimumValue"]) ?? 0
            let maximum = IBFrames.number(element[isSlider ? "maxValue" : "maximumValue"]) ?? (isSlider ? 1 : 100)
            let value = IBFrames.number(element["value"]) ?? minimum
            guard minimum < maximum, (minimum...maximum).contains(value), abs(minimum) <= 1e9, abs(maximum) <= 1e9
            else {
                notes.add(
                    element.position,
                    "the \(isSlider ? "slider" : "stepper")'s value \(ScenarioValue.format(value)) and limits \(ScenarioValue.format(minimum)) to \(ScenarioValue.format(maximum)) are not ones UIKit keeps; its value keys are left out"
                )
                return members
            }
            // IB always writes a slider's value and limits: the control has a value model.
            members.append(ScenarioMember("value", .number(value)))
            if minimum != 0 { members.append(ScenarioMember("minimumValue", .number(minimum))) }
            if maximum != (isSlider ? 1 : 100) { members.append(ScenarioMember("maximumValue", .number(maximum))) }
            if Self.flag(element, "continuous") == false { members.append(ScenarioMember("continuous", .bool(false))) }
            if !isSlider {
                if let step = IBFrames.number(element["stepValue"]), step > 0, step != 1 {
                    members.append(ScenarioMember("stepValue", .number(step)))
                }
                if Self.flag(element, "autorepeat") == false {
                    members.append(ScenarioMember("autorepeat", .bool(false)))
                }
                if Self.flag(element, "wraps") == true { members.append(ScenarioMember("wraps", .bool(true))) }
            }
        case "UISegmentedControl":
            let segments = element.child("segments")?.children("segment").count ?? 0
            members.append(ScenarioMember("segments", .number(Double(segments))))
            if let index = element["selectedSegmentIndex"].flatMap({ Int($0) }), index != -1 {
                if (0..<segments).contains(index) {
                    members.append(ScenarioMember("selectedSegmentIndex", .number(Double(index))))
                } else {
                    notes.add(element.position, "selectedSegmentIndex \(index) names no segment; left out")
                }
            }
            if Self.flag(element, "momentary") == true { members.append(ScenarioMember("momentary", .bool(true))) }
        case "UISwitch":
            if Self.flag(element, "on") == true { members.append(ScenarioMember("on", .bool(true))) }
        case "UIPageControl":
            // IB writes `numberOfPages` when it is not UIKit's 0 and `currentPage` when it is not
            // 0; either gives the control §7.7's value model, as a dump of one does.
            let pages = element["numberOfPages"].flatMap { Int($0) }
            let current = element["currentPage"].flatMap { Int($0) }
            guard let pages, pages >= 0, pages <= 10_000 else {
                if let text = element["numberOfPages"] {
                    notes.add(element.position, "numberOfPages \"\(text)\" is not a whole number ≥ 0; left out")
                }
                return members
            }
            members.append(ScenarioMember("numberOfPages", .number(Double(pages))))
            if let current, current != 0 {
                if current > 0 && current < pages {
                    members.append(ScenarioMember("currentPage", .number(Double(current))))
                } else {
                    notes.add(element.position, "currentPage \(current) names no page of \(pages); left out")
                }
            }
        default: break
        }
        return members
    }

    /// The scroll-view keys IB stores, `allowsSelection` of tables and collection views, and a
    /// `contentSize` estimated from the subviews' extent, since IB stores none.
    mutating func scrollKeys(_ element: XMLElement, builtIn: String, subviews: [ScenarioView]) -> [ScenarioMember] {
        guard ["UIScrollView", "UITableView", "UICollectionView"].contains(builtIn) else { return [] }
        var members: [ScenarioMember] = []
        let extent = subviews.reduce([0.0, 0.0]) { extent, view in
            guard case .array(let values) = view.members.first(where: { $0.key == "frame" })?.value,
                values.count == 4, case .number(let x) = values[0], case .number(let y) = values[1],
                case .number(let w) = values[2], case .number(let h) = values[3]
            else { return extent }
            return [max(extent[0], x + w), max(extent[1], y + h)]
        }
        if extent != [0, 0] {
            members.append(ScenarioMember("contentSize", .array(extent.map(ScenarioValue.number))))
            notes.once(
                "content size", element.position,
                "Interface Builder stores no contentSize: a scroll view's is estimated from its subviews' extent (marked in its comment); the app's comes from constraints or code"
            )
        }
        let keys = [
            "scrollEnabled", "delaysContentTouches", "canCancelContentTouches", "bounces", "alwaysBounceVertical",
            "alwaysBounceHorizontal", "pagingEnabled", "directionalLockEnabled",
        ]
        // A table bounces vertically by default (docs/model.md §5.5): Xcode writes
        // alwaysBounceVertical="YES" on tables, and only a NO differs from touchsim's default.
        let defaults: [String: Bool] = [
            "scrollEnabled": true, "delaysContentTouches": true, "canCancelContentTouches": true, "bounces": true,
            "alwaysBounceVertical": builtIn == "UITableView",
        ]
        for key in keys {
            if let value = Self.flag(element, key), value != (defaults[key] ?? false) {
                members.append(ScenarioMember(key, .bool(value)))
            }
        }
        if builtIn != "UIScrollView", Self.flag(element, "allowsSelection") == false {
            members.append(ScenarioMember("allowsSelection", .bool(false)))
        }
        return members
    }
}
