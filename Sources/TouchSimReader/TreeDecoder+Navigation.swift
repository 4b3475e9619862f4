import TouchSimCore

/// A view that is a navigation controller's view (docs/format.md §2.10): UIKit installs the
/// interactive back-swipe on it (docs/model.md §4.9).
extension TreeDecoder {
    /// Decodes `{"interactivePop": BOOL}` and registers the back-swipe's id.
    mutating func decodeNavigationController(_ value: JSONValue, path: String, of id: String) throws(Diagnostic)
        -> RecognizerSpec
    {
        let object = try JSONObject(value, path: path, expected: "a navigation controller object")
        var canPop = true
        for member in object.members {
            guard member.key == "interactivePop" else { throw object.unknownKey(member, known: ["interactivePop"]) }
            canPop = try member.value.bool(path: object.path(member.key))
        }
        let spec = UIKitObjectModel.interactivePopRecognizer(ofNavigationView: id, canPop: canPop)
        try ids.register(spec.id, as: .backSwipe(navigationView: id), at: value.location, path: path)
        return spec
    }
}
