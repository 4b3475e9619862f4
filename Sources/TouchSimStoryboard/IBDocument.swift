import ScenarioText

/// An Interface Builder document read whole: a storyboard's scenes or a xib's top-level
/// objects, every object by its IB id, and the outlets that name views.
struct IBDocument {
    enum Kind { case storyboard, xib }

    /// Why a text is not an iOS storyboard or xib.
    struct NotInterfaceBuilder: Error {
        var position: XMLPosition
        var message: String
    }

    var kind: Kind
    var root: XMLElement
    /// Every element with an `id`, by id; the first of each id wins.
    private(set) var byID: [String: XMLElement] = [:]
    /// The property name of the first outlet that points at each id (`@IBOutlet var buy`).
    private(set) var outletNames: [String: String] = [:]
    /// For each id, the ids of the recognizers its `gestureRecognizers` outlet collection holds.
    private(set) var recognizerIDs: [String: [String]] = [:]
    /// The `superclassName` the document's `<classes>` section gives custom classes (Xcode 4–7).
    private(set) var declaredSuperclasses: [String: String] = [:]

    /// Elements whose content the importer never reads: colors, fonts, titles, images.
    static let ignored: Set<String> = [
        "color", "fontDescription", "state", "autoresizingMask", "nil", "accessibility", "string", "mutableString",
        "attributedString", "textInputTraits", "buttonConfiguration", "imageReference", "font", "fragment",
        "paragraphStyle", "resources", "dependencies", "point", "backgroundConfiguration",
        "preferredSymbolConfiguration", "inset", "edgeInsets", "directionalEdgeInsets", "locale",
    ]

    init(_ bytes: [UInt8]) throws(XMLErrorOrKind) {
        let root: XMLElement
        do throws(XMLError) {
            root = try XMLElement.document(bytes, skipping: Self.ignored)
        } catch {
            throw .xml(error)
        }
        self.root = root
        kind = try Self.kind(of: root)
        index(root)
    }

    /// Either failure of reading a document.
    enum XMLErrorOrKind: Error {
        case xml(XMLError)
        case kind(NotInterfaceBuilder)
    }

    private static func kind(of root: XMLElement) throws(XMLErrorOrKind) -> Kind {
        let type = root["type"] ?? ""
        func refuse(_ message: String) -> XMLErrorOrKind {
            .kind(NotInterfaceBuilder(position: root.position, message: message))
        }
        guard root.name == "document" else {
            if root.name == "archive" && type.contains("InterfaceBuilder3.CocoaTouch.XIB") {
                throw refuse(
                    "an Interface Builder 3 archive (a xib saved by Xcode 4 or earlier); open it in Xcode 5 or later and save it to get the document format this importer reads"
                )
            }
            throw refuse(
                "neither a storyboard nor a xib: the root element is <\(root.name)>; expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" …> or <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" …>"
            )
        }
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": return .storyboard
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": return .xib
        case let other where other.contains("Cocoa.") || other.contains("WatchKit") || other.contains("AppleTV"):
            throw refuse("a document of type \"\(other)\", not an iOS storyboard or xib (CocoaTouch)")
        default:
            throw refuse(
                "neither a storyboard nor a xib: the document's type is \"\(type)\"; expected com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB or com.apple.InterfaceBuilder3.CocoaTouch.XIB"
            )
        }
    }

    /// Fills the tables, depth first in document order, without recursion (a document may nest
    /// as deep as the reader allows).
    private mutating func index(_ root: XMLElement) {
        var owners: [(owner: String?, element: XMLElement)] = [(nil, root)]
        while let (owner, element) = owners.popLast() {
            if let id = element["id"], byID[id] == nil { byID[id] = element }
            switch element.name {
            case "outlet":
                if let property = element["property"], let destination = element["destination"],
                    outletNames[destination] == nil
                {
                    outletNames[destination] = property
                }
            case "outletCollection" where element["property"] == "gestureRecognizers":
                if let owner, let destination = element["destination"] {
                    recognizerIDs[owner, default: []].append(destination)
                }
            case "class":
                if let name = element["className"], let superclass = element["superclassName"] {
                    declaredSuperclasses[name] = superclass
                }
            default: break
            }
            // A `<connections>` element belongs to the object that holds it.
            let next = element.name == "connections" ? owner : (element["id"] ?? owner)
            owners.append(contentsOf: element.children.reversed().map { (next, $0) })
        }
    }
}
