import Foundation
import Testing
import TouchSimCore

@testable import TouchSimFormat
@testable import TouchSimOutput
@testable import TouchSimReplay

@Suite("JSON Lines: one object per line, keys in docs/format.md §3's order")
struct JSONLWriterTests {
    @Test("A replay touching every record type prints exactly this")
    func wholeOutput() {
        #expect(
            rendered(sampleRecords, as: .jsonl) == """
                {"t":0,"type":"input","touch":1,"phase":"down","x":60,"y":130,"hitView":"buy"}
                {"t":0,"type":"input","touch":2,"phase":"down","x":-5,"y":0.5,"hitView":null}
                {"t":150,"type":"gesture","gesture":"feed.delayedTouchesBegan","view":"feed","state":"failed"}
                {"t":150,"type":"ask","view":"feed","method":"touchesShouldBegin","subject":"buy","result":true,"rule":1}
                {"t":150,"type":"touches","view":"buy","method":"began","touches":[1],"forwardedTo":["cell","vc:Main","root","window","windowScene","application","appDelegate"]}
                {"t":150,"type":"touches","view":"off","method":"moved","touches":[1,2],"forwardedTo":[]}
                {"t":150,"type":"highlight","view":"off","highlighted":true}
                {"t":150,"type":"control","view":"off","event":"touchDown"}
                {"t":210.5,"type":"input","touch":1,"phase":"move","x":60,"y":117.5}
                {"t":210.5,"type":"scroll","view":"feed","offset":[0,12.5],"reason":"drag"}
                {"t":1210.125,"type":"highlight","view":"off","highlighted":false}
                {"t":1210.125,"type":"summary","touches":[{"touch":1,"downAt":0,"view":"buy","last":"cancelled"},{"touch":2,"downAt":0,"view":null,"last":null}],"scrollViews":[{"view":"feed","from":[0,0],"to":[0,12.5],"changed":true},{"view":"inner","from":[0,0],"to":[0,0],"changed":false}],"gestures":[{"gesture":"feed.pan","view":"feed","states":["began","changed","changed","changed","changed","changed","changed","changed","changed","changed","changed","changed","changed","ended"]},{"gesture":"tap","view":"buy","states":[]}],"controls":[{"view":"off","events":["touchDown","touchDragInside","touchDragInside","touchCancel"]},{"view":"buy","events":[]}],"selections":[]}

                """)
    }

    @Test(
        "A summary with swipe actions and no menu that showed has the swipeActions key and no contextMenus (docs/format.md §3.4)"
    )
    func swipeActionsWithoutMenus() {
        guard case .summary(var summary) = sampleRecords.last!.event else {
            Issue.record("the sample ends in its summary")
            return
        }
        summary.swipeActions = [.init(table: "feed", opened: ["row0"], fullSwipes: [], open: "row0")]
        let line = rendered([Record(time: ms(5), event: .summary(summary))], as: .jsonl)
        let swipeActions = #""swipeActions":[{"view":"feed","opened":["row0"],"fullSwipes":[],"open":"row0"}]"#
        #expect(line.hasSuffix(#""selections":[],"# + swipeActions + "}\n"))
        #expect(!line.contains("contextMenus"))
    }

    @Test("Every line parses as a JSON object, names with quotes and controls included")
    func escaping() throws {
        let name = "\"Main\"\\ \n\t\u{1}é"
        let scene = sceneWithViewController(view: name, viewController: name)
        let record = Record(
            time: ms(1),
            event: .touches(
                view: view(name, in: names(of: scene)), method: .ended, touches: [3],
                consumer: view("window", in: names(of: scene))))
        let line = rendered([record], as: .jsonl, scene: scene)
        #expect(
            line
                == #"{"t":1,"type":"touches","view":"\"Main\"\\ \n\t\u0001é","method":"ended","touches":[3],"forwardedTo":["vc:\"Main\"\\ \n\t\u0001é","window"]}"#
                + "\n")
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        #expect(object?["view"] as? String == name)
    }

    @Test("A writer kept across replays names each one's views and responders from that replay's names")
    func namesPerReplay() {
        var bytes: [UInt8] = []
        let sink = ByteSink { bytes += $0 }
        let writer = JSONLWriter(sink: sink)
        let sample = names(of: sampleScene)
        let other = names(of: sceneWithViewController(view: "other", viewController: "Other"))
        let index = ViewIndex(raw: 1)
        var expected = ""
        for table in [sample, other, sample] {
            writer.write(
                Record(time: ms(1), event: .touches(view: index, method: .began, touches: [1], consumer: nil)),
                names: table)
            let forwarded = table.forwarding(from: index, to: nil).map { "\"\($0)\"" }.joined(separator: ",")
            expected +=
                #"{"t":1,"type":"touches","view":"\#(table.view(index))","method":"began","touches":[1],"forwardedTo":[\#(forwarded)]}"#
                + "\n"
        }
        sink.flush()
        #expect(sample.view(index) != other.view(index))
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    @Test("A view whose calls go to one consumer, then another, then the first again lists each call's own responders")
    func forwardingPerConsumer() {
        let table = names(of: sampleScene)
        let buy = view("buy")
        let consumers = [nil, view("cell"), nil, view("root"), view("cell")]
        let records = consumers.map { consumer in
            Record(time: ms(1), event: .touches(view: buy, method: .moved, touches: [1], consumer: consumer))
        }
        let expected = consumers.map { consumer in
            let forwarded = table.forwarding(from: buy, to: consumer).map { "\"\($0)\"" }.joined(separator: ",")
            return
                #"{"t":1,"type":"touches","view":"buy","method":"moved","touches":[1],"forwardedTo":[\#(forwarded)]}"#
                + "\n"
        }
        #expect(rendered(records, as: .jsonl) == expected.joined())
    }

    @Test("All of a sample replay's lines are valid JSON")
    func everyLineParses() throws {
        for line in rendered(sampleRecords, as: .jsonl).split(separator: "\n") {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
    }
}
