import Testing
import TouchSimTestSupport

@testable import TouchSimFormat
@testable import TouchSimReader

@Suite("TouchIndexMap maps fingers to touch indices as a dictionary would")
struct TouchIndexMapTests {
    @Test("Random maps, look-ups and unmaps of a few fingers agree with a dictionary")
    func againstDictionary() {
        var random = SplitMix64(seed: 0x70C4)
        var map = TouchIndexMap()
        var model: [Int: Int] = [:]
        for step in 0..<50_000 {
            let finger = Int.random(in: 1...6, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                #expect(map.updateValue(step, forKey: finger) == model.updateValue(step, forKey: finger))
            case 1:
                #expect(map.removeValue(forKey: finger) == model.removeValue(forKey: finger))
            default:
                if Int.random(in: 0..<100, using: &random) == 0 {
                    map.removeAll()
                    model.removeAll()
                }
            }
            #expect(map.count == model.count)
            for f in 1...6 { #expect(map[f] == model[f], "finger \(f) at step \(step)") }
        }
    }

    @Test("The first finger lifting hands its place to the last one mapped")
    func firstLifts() {
        var map = TouchIndexMap()
        map[1] = 10
        map[2] = 20
        map[3] = 30
        #expect(map.removeValue(forKey: 1) == 10)
        #expect(map[1] == nil && map[2] == 20 && map[3] == 30 && map.count == 2)
        map[4] = 40
        #expect(map[2] == 20 && map[3] == 30 && map[4] == 40 && map.count == 3)
    }
}
