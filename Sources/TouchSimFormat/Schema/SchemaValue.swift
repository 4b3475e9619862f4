import ScenarioText

/// A JSON value of the schema `touchsim schema` prints (docs/format.md §4.17), written as
/// Swift literals. Objects are printed with their keys sorted, so a dictionary's order never
/// reaches the output.
package indirect enum SchemaValue: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SchemaValue])
    case object([String: SchemaValue])

    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    package init(floatLiteral value: Double) { self = .number(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: SchemaValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, SchemaValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// An array of strings, in the order given.
    static func strings(_ values: [String]) -> SchemaValue { .array(values.map(SchemaValue.string)) }

    /// The object with `other`'s members added, `other`'s winning on a key both have.
    func merging(_ other: [String: SchemaValue]) -> SchemaValue {
        guard case .object(var members) = self else { preconditionFailure("merging into a value that is no object") }
        members.merge(other) { _, new in new }
        return .object(members)
    }

    /// The value as indented JSON, two spaces a level, keys sorted, ending without a newline.
    package func text(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return ScenarioValue.format(value)
        case .string(let value): return ScenarioValue.quote(value)
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            // Scalars stay on one line: `"enum": ["down", "move", "up"]` reads as one thing.
            if elements.allSatisfy(\.isScalar) { return "[" + elements.map { $0.text() }.joined(separator: ", ") + "]" }
            return "[\n" + elements.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n" + indent
                + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let lines = members.keys.sorted().map { key in
                inner + ScenarioValue.quote(key) + ": " + members[key]!.text(indent: inner)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}
