import TouchSimCore

/// A view that is a presented view controller's view (docs/format.md §2.13): UIKit installs a
/// sheet's dismissal pan on it (docs/model.md §12.1).
extension TreeDecoder {
    /// The keys of a `presentation` object, in the order docs/format.md lists them.
    package static let presentationKeys = ["style", "modalInPresentation"]

    /// Decodes `{"style": STYLE, "modalInPresentation": BOOL}` and registers the dismissal pan's
    /// id, `<id>.dismissPan`, which exists whatever the style and version (a full-screen
    /// presentation's is never enabled), so that the ids a tree may use do not depend on `ios`.
    mutating func decodePresentation(_ value: JSONValue, path: String, of id: String, at idLocation: SourceLocation)
        throws(Diagnostic) -> PresentationSpec
    {
        let object = try JSONObject(value, path: path, expected: "a presentation object")
        var spec = PresentationSpec()
        for member in object.members {
            switch member.key {
            case "style":
                let name = try member.value.string(path: object.path(member.key), expected: "a presentation style")
                guard let style = PresentationStyle(rawValue: name) else {
                    throw member.value.location.diagnostic(
                        "unknown presentation style \(Quoted.string(name))\(Suggestion.clause(for: name, among: PresentationStyle.allCases.map(\.rawValue))); expected one of pageSheet, formSheet, fullScreen",
                        path: object.path(member.key))
                }
                spec.style = style
            case "modalInPresentation":
                spec.modalInPresentation = try member.value.bool(path: object.path(member.key))
            default:
                throw object.unknownKey(member, known: Self.presentationKeys)
            }
        }
        try ids.register(
            UIKitObjectModel.dismissPanID(ofSheet: id), as: .dismissPan(sheet: id), at: idLocation, path: path)
        return spec
    }
}
