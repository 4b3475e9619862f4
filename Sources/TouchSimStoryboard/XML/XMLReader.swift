/// One thing an XML text holds, in document order.
public enum XMLEvent: Equatable, Sendable {
    /// `<name a="1">`; `isEmpty` for `<name/>`, which has no `end`.
    case start(name: String, attributes: [XMLAttribute], isEmpty: Bool)
    case end(name: String)
    /// Character data, entities and CDATA sections resolved; whitespace included.
    case text(String)
    /// The text between `<!--` and `-->`.
    case comment(String)
}

/// `name="value"` of a start tag, its entities resolved.
public struct XMLAttribute: Equatable, Sendable {
    public var name: String
    public var value: String

    /// An attribute.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A pull reader of XML 1.0 as Interface Builder writes it: elements, attributes, the five
/// predefined entities and character references, comments, CDATA sections; processing
/// instructions and a DOCTYPE without internal subset are skipped. Each byte is looked at a
/// bounded number of times, so the reader is linear in its input, and every malformed input is
/// an `XMLError` at its position, never a trap.
public struct XMLReader {
    /// Elements nested deeper than this are an error: no Interface Builder document comes near,
    /// and the importer recurses over the tree.
    public static let maximumDepth = 400

    let bytes: [UInt8]
    var index = 0
    var line = 1
    /// Index of the first byte of the current line.
    var lineStart = 0
    /// The names of the elements open, outermost first.
    var open: [String] = []
    private var rootSeen = false
    private var rootClosed = false

    /// A reader of `bytes` (UTF-8; a byte order mark is skipped).
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
    }

    /// Where the next event starts.
    public var position: XMLPosition { position(of: index) }

    /// The next event, or nil at the end of a well-formed document.
    public mutating func next() throws(XMLError) -> XMLEvent? {
        while index < bytes.count {
            let start = index
            if bytes[index] != UInt8(ascii: "<") {
                let text = try characterData()
                guard open.isEmpty else { return .text(text) }
                guard text.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) else {
                    throw error("text outside the root element", at: start)
                }
                continue
            }
            if starts(with: "<!--") { return .comment(try comment()) }
            if starts(with: "<![CDATA[") {
                guard !open.isEmpty else { throw error("a CDATA section outside the root element", at: start) }
                return .text(try cdata())
            }
            if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction", from: start)
                continue
            }
            if starts(with: "<!DOCTYPE") {
                guard !rootSeen else { throw error("a DOCTYPE after the root element", at: start) }
                try skipDoctype(from: start)
                continue
            }
            if starts(with: "</") { return try endTag() }
            return try startTag()
        }
        if let name = open.last { throw error("the document ends inside <\(name)>; expected </\(name)>", at: index) }
        guard rootSeen else { throw error("no root element; expected an XML document", at: index) }
        return nil
    }

    // MARK: Markup

    private mutating func startTag() throws(XMLError) -> XMLEvent {
        let start = index
        if rootClosed { throw error("a second root element", at: start) }
        index += 1
        let name = try self.name(what: "an element name after \"<\"")
        var attributes: [XMLAttribute] = []
        var seen: Set<String> = []
        while true {
            let hadSpace = skipSpace()
            guard index < bytes.count else { throw error("the document ends inside the tag <\(name)", at: index) }
            let c = bytes[index]
            if c == UInt8(ascii: ">") || (c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: ">")) {
                let isEmpty = c == UInt8(ascii: "/")
                index += isEmpty ? 2 : 1
                rootSeen = true
                if isEmpty {
                    if open.isEmpty { rootClosed = true }
                } else {
                    guard open.count < Self.maximumDepth else {
                        throw error("elements nested deeper than \(Self.maximumDepth) levels", at: start)
                    }
                    open.append(name)
                }
                return .start(name: name, attributes: attributes, isEmpty: isEmpty)
            }
            guard hadSpace else { throw error("expected a space, \">\" or \"/>\" in the tag <\(name)", at: index) }
            let attributeStart = index
            let key = try self.name(what: "an attribute name, \">\" or \"/>\" in the tag <\(name)")
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw error("expected \"=\" after the attribute \(key)", at: index)
            }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw error("expected a quoted value for the attribute \(key)", at: index)
            }
            let value = try quoted()
            guard seen.insert(key).inserted else {
                throw error("the attribute \(key) appears twice in <\(name)>", at: attributeStart)
            }
            attributes.append(XMLAttribute(key, value))
        }
    }

    private mutating func endTag() throws(XMLError) -> XMLEvent {
        let start = index
        index += 2
        let name = try self.name(what: "an element name after \"</\"")
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw error("expected \">\" to close </\(name)", at: index)
        }
        index += 1
        guard let top = open.last else { throw error("</\(name)> closes no element", at: start) }
        guard top == name else { throw error("</\(name)> where </\(top)> was expected", at: start) }
        open.removeLast()
        if open.isEmpty { rootClosed = true }
        return .end(name: name)
    }

    private mutating func comment() throws(XMLError) -> String {
        let start = index
        let from = index + 4
        var i = from
        while i + 2 < bytes.count {
            if bytes[i] == UInt8(ascii: "-") && bytes[i + 1] == UInt8(ascii: "-") {
                guard bytes[i + 2] == UInt8(ascii: ">") else { throw error("\"--\" inside a comment", at: i) }
                let text = String(decoding: bytes[from..<i], as: UTF8.self)
                advance(to: i + 3)
                return text
            }
            i += 1
        }
        throw error("a comment that never ends; expected \"-->\"", at: start)
    }

    private mutating func cdata() throws(XMLError) -> String {
        let start = index
        let from = index + 9
        guard let end = find("]]>", from: from) else {
            throw error("a CDATA section that never ends; expected \"]]>\"", at: start)
        }
        let text = String(decoding: bytes[from..<end], as: UTF8.self)
        advance(to: end + 3)
        return text
    }

    private mutating func skip(past marker: String, what: String, from start: Int) throws(XMLError) {
        guard let end = find(marker, from: index) else {
            throw error("a \(what) that never ends; expected \"\(marker)\"", at: start)
        }
        advance(to: end + marker.utf8.count)
    }

    /// `<!DOCTYPE …>`; an internal subset (`[…]`) could declare entities, which the reader does
    /// not expand, so it is refused.
    private mutating func skipDoctype(from start: Int) throws(XMLError) {
        var i = index
        while i < bytes.count && bytes[i] != UInt8(ascii: ">") {
            if bytes[i] == UInt8(ascii: "[") { throw error("a DOCTYPE with an internal subset is not read", at: i) }
            i += 1
        }
        guard i < bytes.count else { throw error("a DOCTYPE that never ends; expected \">\"", at: start) }
        advance(to: i + 1)
    }
}
