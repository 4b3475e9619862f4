import TouchSimCore

/// Scroll-view keys (docs/format.md §2), on scroll views and on the private scroll views of
/// docs/model.md §8, and the override values of overridable methods.
extension TreeDecoder {
    /// The keys of `ScrollSpec`, UIKit's names.
    package static let scrollKeys =
        [
            "contentSize", "contentOffset", "contentInset", "scrollEnabled", "delaysContentTouches",
            "canCancelContentTouches", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
            "pagingEnabled", "directionalLockEnabled", "decelerationRate", "touchesShouldBegin",
            "touchesShouldCancelInContentView", "panGestureRecognizer", "refreshControl", "keyboardDismissMode",
        ] + zoomKeys

    /// The keys of a scroll view's `panGestureRecognizer` object (docs/format.md §2.8).
    package static let scrollPanKeys = [
        "enabled", "minimumNumberOfTouches", "maximumNumberOfTouches", "requireToFail",
        "recognizeSimultaneouslyWith", "shouldBegin", "shouldRequireFailureOf", "shouldBeRequiredToFailBy",
    ]

    /// Decodes `member` into `scroll`, the scroll view `scrollView` (nil for a private one);
    /// returns false when its key is not a scroll-view key.
    mutating func decodeScrollMember(
        _ member: JSONMember, path: String, into scroll: inout ScrollSpec, scrollView: String?
    ) throws(Diagnostic) -> Bool {
        let value = member.value
        switch member.key {
        case "contentSize": scroll.contentSize = try value.size(path: path)
        case "contentOffset": scroll.contentOffset = try value.point(path: path)
        case "contentInset": scroll.contentInset = try value.insets(path: path)
        case "scrollEnabled": scroll.scrollEnabled = try value.bool(path: path)
        case "delaysContentTouches": scroll.delaysContentTouches = try value.bool(path: path)
        case "canCancelContentTouches": scroll.canCancelContentTouches = try value.bool(path: path)
        case "bounces": scroll.bounces = try value.bool(path: path)
        case "alwaysBounceVertical": scroll.alwaysBounceVertical = try value.bool(path: path)
        case "alwaysBounceHorizontal": scroll.alwaysBounceHorizontal = try value.bool(path: path)
        case "refreshControl": scroll.refreshControl = try value.bool(path: path)
        case "keyboardDismissMode":
            let expected = "\"none\", \"onDrag\" or \"interactive\""
            guard case .string(let name) = value.kind, let mode = KeyboardDismissMode(rawValue: name) else {
                throw value.mismatch(expected, path: path)
            }
            scroll.keyboardDismissMode = mode
        case "pagingEnabled": scroll.pagingEnabled = try value.bool(path: path)
        case "directionalLockEnabled": scroll.directionalLockEnabled = try value.bool(path: path)
        case "decelerationRate": scroll.decelerationRate = try Self.decelerationRate(value, path: path)
        case "touchesShouldBegin": scroll.touchesShouldBegin = try decodeOverride(value, path: path, of: .contentView)
        case "touchesShouldCancelInContentView":
            scroll.touchesShouldCancelInContentView = try decodeOverride(value, path: path, of: .contentView)
        case "panGestureRecognizer":
            guard let scrollView else {
                throw member.keyLocation.diagnostic(
                    "the pan of a scroll view that UIKit inserts cannot be configured: an app has no reference to it",
                    path: path)
            }
            scroll.panGestureRecognizer = try decodeScrollPan(value, path: path, of: scrollView)
        default: return try decodeZoomMember(member, path: path, into: &scroll.zoom)
        }
        return true
    }

    /// The pan's own keys, validated as a recognizer's (docs/format.md §2.7).
    private mutating func decodeScrollPan(_ value: JSONValue, path: String, of scrollView: String)
        throws(Diagnostic) -> ScrollPanSpec
    {
        let object = try JSONObject(value, path: path, expected: "an object of pan gesture recognizer keys")
        let id = UIKitObjectModel.ScrollViewRecognizer.pan.id(ofScrollView: scrollView)
        var values = KindValues(type: .pan)
        var recognizer = RecognizerSpec(id: id, kind: values.kind)
        for member in object.members {
            guard Self.scrollPanKeys.contains(member.key) else {
                throw object.unknownKey(member, known: Self.scrollPanKeys)
            }
            try decodeRecognizerMember(member, path: object.path(member.key), into: &recognizer, values: &values)
        }
        try Self.checkTouchCounts(values, in: object)
        var pan = ScrollPanSpec()
        pan.enabled = recognizer.enabled
        pan.minimumNumberOfTouches = values.minimumTouches
        pan.maximumNumberOfTouches = values.maximumTouches
        pan.requireToFail = recognizer.requireToFail
        pan.recognizeSimultaneouslyWith = recognizer.recognizeSimultaneouslyWith
        pan.shouldBegin = recognizer.shouldBegin
        pan.failureRules = recognizer.failureRules
        return pan
    }

    /// `"normal"` (0.998), `"fast"` (0.99), or a number between 0 and 1, exclusive.
    private static func decelerationRate(_ value: JSONValue, path: String) throws(Diagnostic) -> Double {
        let expected = "\"normal\", \"fast\" or a number between 0 and 1 (exclusive)"
        switch value.kind {
        case .string("normal"): return Constants.decelerationRateNormal
        case .string("fast"): return Constants.decelerationRateFast
        case .number(let rate) where rate > 0 && rate < 1: return rate
        default: throw value.mismatch(expected, path: path)
        }
    }

    /// A `wrapperView` or `cellScrollView` object: scroll-view keys except a wrapper's
    /// `contentSize`, which UIKit fixes to its bounds; a cell scroll view's reaches at least its
    /// bounds, and further with swipe-to-delete (docs/model.md §8).
    mutating func decodePrivateScrollView(_ member: JSONMember, path: String) throws(Diagnostic) -> ScrollSpec {
        let object = try JSONObject(member.value, path: path, expected: "an object of scroll-view keys")
        var scroll = ScrollSpec()
        for nested in object.members {
            if nested.key == "contentSize" && member.key == "wrapperView" {
                throw nested.keyLocation.diagnostic(
                    "UIKit fixes the content size of this private scroll view to its bounds; remove \"contentSize\"",
                    path: object.path(nested.key))
            }
            guard try decodeScrollMember(nested, path: object.path(nested.key), into: &scroll, scrollView: nil) else {
                throw object.unknownKey(nested, known: Self.scrollKeys.filter { $0 != "contentSize" })
            }
        }
        return scroll
    }
}
