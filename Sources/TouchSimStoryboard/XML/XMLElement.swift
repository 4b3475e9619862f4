/// An element of an XML document with its attributes and child elements; text is dropped, as
/// Interface Builder keeps nothing the importer reads in text.
public struct XMLElement: Sendable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var children: [XMLElement]
    /// Where its start tag begins.
    public var position: XMLPosition
    /// The comment right before the element, if any: Xcode writes a scene's title there.
    public var comment: String?

    /// The value of attribute `name`.
    public subscript(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

    /// The first child named `name`, with attribute `key="…"` equal to `key` when given.
    public func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child whose `key` attribute is `key`, whatever its name.
    public func child(key: String) -> XMLElement? { children.first { $0["key"] == key } }

    /// The children named `name`.
    public func children(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }

    /// Reads a whole document into its root element. Subtrees of elements in `skipping` are
    /// read (so that errors in them are still found) but not kept.
    public static func document(_ bytes: [UInt8], skipping: Set<String> = []) throws(XMLError) -> XMLElement {
        var reader = XMLReader(bytes)
        var stack: [XMLElement] = []
        var skipDepth = 0
        var lastComment: String?
        var root: XMLElement?
        while true {
            let position = reader.position
            guard let event = try reader.next() else { break }
            switch event {
            case .comment(let text):
                lastComment = text
            case .text(let text):
                if !text.allSatisfy(\.isWhitespace) { lastComment = nil }
            case .start(let name, let attributes, let isEmpty):
                if skipDepth > 0 || (!stack.isEmpty && skipping.contains(name)) {
                    if !isEmpty { skipDepth += 1 }
                    continue
                }
                let element = XMLElement(
                    name: name, attributes: attributes, children: [], position: position, comment: lastComment)
                lastComment = nil
                if isEmpty {
                    if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
                } else {
                    stack.append(element)
                }
            case .end:
                lastComment = nil
                if skipDepth > 0 {
                    skipDepth -= 1
                    continue
                }
                let element = stack.removeLast()
                if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
            }
        }
        // The reader ends only after the root element closed, so there is one.
        guard let root else { throw XMLError(position: reader.position, message: "no root element") }
        return root
    }
}
