/// One key table of docs/format.md §1–§2 as the page writes it: its header line and each row's
/// line after the section it stands in (`format.md §2.7: | `enabled` | `true` | … |`). The
/// schema's descriptions are read from here, and a test checks every row against the page
/// (docs/format.md §4.17), so the two cannot drift apart.
package struct FormatKeyTable: Sendable {
    /// `| key | default | value |`.
    package let header: String
    /// `format.md §N.N: ` and the row's line.
    package let rows: [String]

    /// Every key table of §1 and §2, in the page's order.
    package static let all = scenarioTables + viewTables

    /// The row lines of `row` with their section: `("2.7", "| `enabled` | … |")`.
    package static func place(of row: String) -> (section: String, line: String) {
        let colon = row.firstIndex(of: ":")!
        let section = row[..<colon].split(separator: "§").last!
        return (String(section), String(row[row.index(after: colon)...].dropFirst()))
    }

    /// The cells of a table line, trimmed; `\|` stays inside its cell.
    package static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var previous: Character = " "
        for character in line.dropFirst() {
            if character == "|" && previous != "\\" {
                cells.append(cell.trimmingSpaces)
                cell = ""
            } else {
                cell.append(character)
            }
            previous = character
        }
        return cells
    }

    /// The names a key cell lists in backticks: "`startsAtEdge` with `within`" lists two.
    package static func keys(inCell cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap {
            $0.offset % 2 == 1 ? String($0.element) : nil
        }
    }

    /// A row of a key table, its line split into cells.
    package struct KeyRow: Sendable {
        package let section: String
        let headers: [String]
        /// The column of the key (`key`, or `gesture` in §1.5's table).
        let keyColumn: Int
        let cells: [String]

        /// The keys the row documents.
        package var keys: [String] { FormatKeyTable.keys(inCell: cells[keyColumn]) }

        /// The row as a schema's description: the value's words, the other columns after them,
        /// and where it is documented, last, as `— docs/format.md §N.N`.
        package var description: String {
            let main = cells.last ?? ""
            let others = zip(headers, cells).enumerated().compactMap { column, pair -> String? in
                column == keyColumn || column == cells.count - 1 || pair.1.isEmpty ? nil : pair.0 + ": " + pair.1
            }
            let text =
                others.isEmpty ? main : main + (main.isEmpty ? "" : " ") + "(" + others.joined(separator: "; ") + ")"
            return text.replacingEscapedBars + " — docs/format.md §" + section
        }
    }

    /// Every row of every table, in the page's order.
    package static let keyRows: [KeyRow] = all.flatMap { table -> [KeyRow] in
        let headers = cells(of: table.header)
        guard let keyColumn = headers.firstIndex(where: { $0 == "key" || $0 == "gesture" }) else { return [] }
        return table.rows.map { row in
            let (section, line) = place(of: row)
            return KeyRow(section: section, headers: headers, keyColumn: keyColumn, cells: cells(of: line))
        }
    }

    /// The description of `key` from the row that documents it in `section`; for a
    /// type-specific key, from the row whose first column is `qualifier` (or, where one section
    /// has two tables of a key, from the table with a column `qualifier`).
    static func description(section: String, key: String, qualifier: String? = nil) -> String {
        let row = keyRows.first { row in
            row.section == section && row.keys.contains(key)
                && (qualifier.map { row.cells[0] == "`\($0)`" || row.headers.contains($0) } ?? true)
        }
        guard let row else { preconditionFailure("docs/format.md §\(section) has no row for \"\(key)\"") }
        return row.description
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// A markdown cell's `\|` as the `|` it stands for.
    fileprivate var replacingEscapedBars: String {
        split(separator: "\\|", omittingEmptySubsequences: false).joined(separator: "|")
    }
}
