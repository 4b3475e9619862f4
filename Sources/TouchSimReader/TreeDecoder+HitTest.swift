import TouchSimCore

/// The `hitTest` key of a view (docs/format.md §2, docs/model.md §1.6): `"passThrough"` or
/// `{"redirect": ID}`.
extension TreeDecoder {
    /// A redirect written in the tree, checked for loops once every view is known.
    struct Redirect {
        var view: String
        var target: String
        var location: SourceLocation
        var path: String
        /// The view or recognizer being decoded (`naming`): the view itself, which its error names.
        var owner: Naming?
    }

    /// Decodes the value of `hitTest` for the view `id`.
    mutating func decodeHitTest(_ value: JSONValue, path: String, of id: String) throws(Diagnostic)
        -> HitTestOverride
    {
        let expected = "\"passThrough\" or {\"redirect\": VIEW_ID}"
        switch value.kind {
        case .string("passThrough"): return .passThrough
        case .object:
            let object = try JSONObject(value, path: path, expected: expected)
            for member in object.members where member.key != "redirect" {
                throw object.unknownKey(member, known: ["redirect"])
            }
            let targetValue = try object.required("redirect")
            let targetPath = object.path("redirect")
            let target = try targetValue.string(path: targetPath, expected: "a view id")
            refer(to: target, as: .view, at: targetValue, path: targetPath)
            redirects.append(
                Redirect(view: id, target: target, location: targetValue.location, path: targetPath, owner: decoding))
            return .redirect(target)
        default: throw value.mismatch(expected, path: path)
        }
    }

    /// Views that redirect to themselves or around a circle are rejected. UIKit would not loop (a
    /// redirect returns its target without asking it), but such a tree is a scenario mistake.
    func checkRedirectLoops() throws(Diagnostic) {
        var targetOf: [String: String] = [:]
        for redirect in redirects { targetOf[redirect.view] = redirect.target }
        for redirect in redirects {
            var chain = [redirect.view]
            var current = redirect.target
            while current != redirect.view, !chain.contains(current), let next = targetOf[current] {
                chain.append(current)
                current = next
            }
            guard current == redirect.view else { continue }
            let text = (chain + [current]).map { "\"\($0)\"" }.joined(separator: " → ")
            let diagnostic = redirect.location.diagnostic(
                "redirect loop \(text); a redirect must end at a view that does not redirect back",
                path: redirect.path)
            throw redirect.owner?.name(diagnostic) ?? diagnostic
        }
    }
}
