import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// `touchsim fix --format jsonl` (docs/format.md §4.12): one object per expectation, per fix
/// or near miss, and a summary.
extension FixReport {
    static func writeJSONL(_ outcome: FixOutcome, of search: FixSearch, to sink: ByteSink) {
        func array<T>(_ items: [T], _ element: (T) -> Void) {
            sink.append(literal: "[")
            for (i, item) in items.enumerated() {
                if i > 0 { sink.append(literal: ",") }
                element(item)
            }
            sink.append(literal: "]")
        }
        /// An object of string members, in the order given.
        func strings(_ members: KeyValuePairs<String, String>) {
            sink.append(literal: "{")
            for (i, member) in members.enumerated() {
                if i > 0 { sink.append(literal: ",") }
                sink.append(jsonString: member.key)
                sink.append(literal: ":")
                sink.append(jsonString: member.value)
            }
            sink.append(literal: "}")
        }
        func changes(_ changes: [Change]) {
            array(changes) { change in
                if let set = change.setArgument {
                    sink.append(literal: "{\"set\":")
                    sink.append(jsonString: set)
                } else {
                    sink.append(literal: "{\"edit\":")
                    array(change.eventEdit?.instructions ?? []) { sink.append(jsonString: $0) }
                }
                sink.append(literal: ",\"swift\":")
                array(change.swift) { sink.append(jsonString: $0) }
                if let removes = change.removes {
                    sink.append(literal: ",\"removes\":")
                    sink.append(jsonString: removes)
                }
                sink.append(literal: "}")
            }
        }
        for trace in search.traces {
            for want in trace.wants {
                sink.append(literal: "{\"type\":\"want\",\"file\":")
                sink.append(jsonString: trace.path)
                sink.append(literal: ",\"want\":")
                sink.append(jsonString: want.source.text)
                sink.append(want.holds(in: trace.original) ? ",\"holds\":true}\n" : ",\"holds\":false}\n")
            }
        }
        for solution in outcome.solutions {
            sink.append(literal: "{\"type\":\"fix\",\"changes\":")
            changes(Change.combined(solution.changes))
            sink.append(literal: ",\"probes\":")
            array(solution.probes) { strings(["probe": $0.description, "path": $0.path]) }
            sink.append(literal: ",\"sideEffects\":")
            array(solution.sideEffects) { effect in
                switch effect.source {
                case .trace(let path):
                    sink.append(literal: "{\"file\":")
                    sink.append(jsonString: path)
                case .probe(let probe):
                    sink.append(literal: "{\"probe\":")
                    sink.append(jsonString: probe)
                }
                sink.append(literal: ",\"fact\":")
                sink.append(jsonString: effect.fact.expectationText)
                sink.append(effect.nowHolds ? ",\"holds\":true}" : ",\"holds\":false}")
            }
            sink.append(literal: "}\n")
        }
        for miss in outcome.nearMisses {
            sink.append(literal: "{\"type\":\"nearMiss\",\"changes\":")
            changes(Change.combined(miss.changes))
            sink.append(",\"met\":\(miss.met),\"failing\":")
            array(miss.failing) { strings(["file": $0.path, "want": $0.want, "cause": $0.cause]) }
            sink.append(literal: "}\n")
        }
        sink.append(
            "{\"type\":\"summary\",\"alreadyMet\":\(outcome.alreadyMet),\"fixes\":\(outcome.solutions.count),\"maxChanges\":\(outcome.maxChanges),\"searched\":\(outcome.searched)}\n"
        )
    }
}
