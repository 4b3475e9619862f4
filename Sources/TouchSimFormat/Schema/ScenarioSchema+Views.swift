import ScenarioText
import TouchSimCore
import TouchSimReader

/// Views and windows (docs/format.md §2.1–§2.17). A key of some classes only is allowed where
/// `class` names a built-in class that takes it, by the reader's own table, or a custom class,
/// whose superclass the schema cannot follow; a view without `class` is a UIView.
extension ScenarioSchema {
    /// Where each view key is described: the section of its class's table before §2.1's row.
    private static let viewSections = ["2.3", "2.4", "2.6", "2.10", "2.12", "2.14", "2.17", "2.1"]

    static var viewDefinitions: [String: SchemaValue] {
        let special = TreeDecoder.viewKeys.filter { $0.classNames != ["UIView"] && $0.key != "windowLevel" }.map(\.key)
        // Keys grouped by the built-in classes that do not take them, in the reader's order.
        var groups: [(refusedBy: [String], keys: [String])] = []
        for key in special {
            let refusedBy = ScenarioClasses.builtIns.sorted().filter { !TreeDecoder.builtIn($0, takes: key) }
            if let index = groups.firstIndex(where: { $0.refusedBy == refusedBy }) {
                groups[index].keys.append(key)
            } else {
                groups.append((refusedBy, [key]))
            }
        }
        // A view without `class` is a UIView, which takes none of them: `properties` holds
        // when `class` is absent. (`additionalProperties`, not `unevaluatedProperties`, so that a
        // validator does not read each subtree again at every level of a deep tree.)
        let classGroups: [SchemaValue] = groups.map { group in
            [
                "if": ["properties": ["class": names(group.refusedBy)]],
                "then": ["properties": .object(Dictionary(uniqueKeysWithValues: group.keys.map { ($0, false) }))],
            ]
        }
        let keys = TreeDecoder.viewKeys.map(\.key).map(viewKey)
        return [
            "viewKeys": closedObject(keys, required: ["id", "frame"]).merging(["allOf": .array(classGroups)]),
            "view": [
                "description": "A view: its keys, recognizers and subviews — docs/format.md §2.1",
                "$ref": "#/$defs/viewKeys", "properties": ["windowLevel": false],
            ],
            "window": [
                "description": "A window, the root of a view tree — docs/format.md §2.14",
                "$ref": "#/$defs/viewKeys", "properties": ["viewController": false, "presentation": false],
            ],
            "privateScrollView": closedObject(
                TreeDecoder.scrollKeys.filter { $0 != "panGestureRecognizer" }.map { viewValue(section: "2.4", $0) }),
        ]
    }

    /// A view key with its value's shape and its description.
    private static func viewKey(_ name: String) -> (String, SchemaValue) {
        let documented = FormatKeyTable.keyRows.filter { $0.keys.contains(name) }.map(\.section)
        guard let section = viewSections.first(where: documented.contains) else {
            // The one view key docs/format.md describes in prose: §2.8 has a table of its object's keys.
            precondition(name == "panGestureRecognizer", "docs/format.md §2 has no row for the view key")
            return prose(
                "2.8", name, ref("scrollPan"),
                "The keys an app may change on `scrollView.panGestureRecognizer`, validated as a recognizer's")
        }
        return viewValue(section: section, name)
    }

    /// The shape of the view key `name`, described from `section`.
    private static func viewValue(section: String, _ name: String) -> (String, SchemaValue) {
        let flag: SchemaValue = ["type": "boolean"]
        let count: SchemaValue = ["type": "integer", "minimum": 0]
        let id: SchemaValue = ["type": "string", "pattern": "^[A-Za-z0-9_.-]+$"]
        let scale: SchemaValue = ["type": "number", "minimum": 0.001, "maximum": 1000]
        let answer: SchemaValue = ["anyOf": [flag, ["type": "array", "maxItems": 100, "items": ref("viewRule")]]]
        let cellAnswer: SchemaValue = ["anyOf": [flag, ["type": "array", "maxItems": 100, "items": ref("cellRule")]]]
        let shapes: [String: SchemaValue] = [
            "id": id, "class": ["type": "string", "pattern": "^[A-Za-z0-9_.]+$"],
            "superclass": ["type": "string", "pattern": "^[A-Za-z0-9_.]+$"],
            "frame": numbers([[:], [:], ["minimum": 0], ["minimum": 0]]),
            "hidden": flag, "alpha": ["type": "number", "minimum": 0, "maximum": 1], "userInteractionEnabled": flag,
            "multipleTouchEnabled": flag, "exclusiveTouch": flag, "hitTestInsets": numbers([[:], [:], [:], [:]]),
            "transform": numbers([[:], ["const": 0], ["const": 0], [:], [:], [:]]),
            "hitTest": ["anyOf": [["const": "passThrough"], ref("redirect")]], "handlesTouches": flag,
            "viewController": ["type": "string"], "navigationController": ref("navigationController"),
            "presentation": ref("presentation"), "contextMenu": flag,
            "gestureRecognizers": ["type": "array", "items": ref("recognizer")],
            "subviews": ["type": "array", "items": ref("view")], "enabled": flag,
            "value": ["type": "number"], "minimumValue": ["type": "number"], "maximumValue": ["type": "number"],
            "continuous": flag, "stepValue": ["type": "number", "exclusiveMinimum": 0], "autorepeat": flag,
            "wraps": flag, "segments": count, "selectedSegmentIndex": ["type": "integer", "minimum": -1],
            "momentary": flag, "on": flag, "numberOfPages": count, "currentPage": count,
            "contentSize": numbers([["minimum": 0], ["minimum": 0]]), "contentOffset": numbers([[:], [:]]),
            "contentInset": numbers([[:], [:], [:], [:]]), "scrollEnabled": flag, "delaysContentTouches": flag,
            "canCancelContentTouches": flag, "bounces": flag, "alwaysBounceVertical": flag,
            "alwaysBounceHorizontal": flag, "pagingEnabled": flag, "directionalLockEnabled": flag,
            "decelerationRate": [
                "anyOf": [
                    names(["normal", "fast"]), ["type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1],
                ]
            ],
            "touchesShouldBegin": answer, "touchesShouldCancelInContentView": answer,
            "refreshControl": flag,
            "keyboardDismissMode": names(KeyboardDismissMode.allCases.map(\.rawValue)),
            "minimumZoomScale": scale, "maximumZoomScale": scale, "zoomScale": scale, "viewForZooming": id,
            "allowsSelection": flag, "allowsMultipleSelection": flag, "editing": flag,
            "allowsSelectionDuringEditing": flag, "allowsMultipleSelectionDuringEditing": flag,
            "selectedCells": ["type": "array", "uniqueItems": true, "items": id],
            "shouldHighlightRow": cellAnswer, "shouldDeselectRow": cellAnswer,
            "willSelectRow": ["anyOf": [flag, ["type": "array", "maxItems": 100, "items": ref("cellRedirectRule")]]],
            "deselectsOnSelect": flag,
            "wrapperView": ref("privateScrollView").merging(["properties": ["contentSize": false]]),
            "cellScrollView": ref("privateScrollView"), "wrapperIndex": count,
            "windowLevel": [
                "anyOf": [
                    names(["normal", "statusBar", "alert"]),
                    ["type": "number", "minimum": -10_000_000, "maximum": 10_000_000],
                ]
            ],
            "isFirstResponder": flag, "editable": flag, "selectable": flag, "trailingSwipeActions": count,
            "leadingSwipeActions": count,
            "performsFirstActionWithFullSwipe": flag,
        ]
        return key(section, name, shapes[name]!)
    }
}
