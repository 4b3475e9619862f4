import Testing
import TouchSimTestSupport

@testable import _TouchSimStorage

/// A key whose hash is the same for every value of `group`: lookups must compare keys, not
/// only hashes, and probe past full slots.
private struct Colliding: Hashable {
    let group: Int
    let name: String
    func hash(into hasher: inout Hasher) { hasher.combine(group) }
}

@Suite("KeyTable maps keys to values as a dictionary does")
struct KeyTableTests {
    @Test("Random keys, some twice, give a dictionary's answers; the keys keep the order added")
    func matchesDictionary() {
        var random = SplitMix64(seed: 28)
        var table = KeyTable<String, Int>()
        var dictionary: [String: Int] = [:]
        var order: [String] = []
        for value in 0..<5_000 {
            let key = "v\(random.int(0...3_000))"
            let earlier = table.insert(value, forKey: key)
            #expect(earlier == dictionary[key])
            if dictionary[key] == nil {
                dictionary[key] = value
                order.append(key)
            }
        }
        #expect(table.count == dictionary.count)
        #expect(table.keys == order)
        #expect(table.values == order.map { dictionary[$0]! })
        for probe in 0...3_100 { #expect(table["v\(probe)"] == dictionary["v\(probe)"]) }
    }

    @Test("An empty table, reserved or not, has no key")
    func empty() {
        var table = KeyTable<String, Int>()
        #expect(table["a"] == nil && table.count == 0)
        table.reserveCapacity(1_000)
        #expect(table["a"] == nil && table.count == 0)
        #expect(table.insert(1, forKey: "a") == nil)
        #expect(table["a"] == 1)
    }

    @Test("Keys with one hash are told apart, before and after the table grows")
    func collisions() {
        var table = KeyTable<Colliding, Int>()
        for i in 0..<40 { #expect(table.insert(i, forKey: Colliding(group: i % 2, name: "k\(i)")) == nil) }
        for i in 0..<40 {
            #expect(table[Colliding(group: i % 2, name: "k\(i)")] == i)
            #expect(table.insert(-1, forKey: Colliding(group: i % 2, name: "k\(i)")) == i)
        }
        #expect(table[Colliding(group: 0, name: "k1")] == nil)
        #expect(table.count == 40)
    }
}
