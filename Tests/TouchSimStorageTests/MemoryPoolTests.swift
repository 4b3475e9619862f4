import Testing

@testable import _TouchSimStorage

/// Blocks that views reach by address, freed with their pool (`MemoryPool`).
struct MemoryPoolTests {
    /// Counts the ends of the tokens that point to it.
    private final class Ends {
        var count = 0
    }

    /// A value whose end is seen: a block that ends its values ends it.
    private final class Token {
        let ends: Ends
        init(_ ends: Ends) { self.ends = ends }
        deinit { ends.count += 1 }
    }

    @Test("A block holds its values as given, and a grown block keeps the first ones")
    func blocksHoldTheirValues() {
        let pool = MemoryPool()
        let bytes = pool.allocate(4, repeating: UInt8(7))
        bytes[1] = 9
        #expect((0..<4).map { bytes[$0] } == [7, 9, 7, 7])
        let grown = pool.reallocate(bytes, keeping: 2, count: 6, repeating: 0)
        #expect((0..<6).map { grown[$0] } == [7, 9, 0, 0, 0, 0])
        let one = pool.allocate((key: 3, range: 1..<2))
        #expect(one.pointee.key == 3 && one.pointee.range == 1..<2)
    }

    @Test("A block's values end when it is freed, and the others when the pool ends")
    func valuesEndWithTheirBlockOrThePool() {
        let freed = Ends()
        let kept = Ends()
        do {
            let pool = MemoryPool()
            let first = pool.allocate(3, repeating: Token(freed))
            _ = pool.allocate(Token(kept))
            pool.free(first)
            withExtendedLifetime(pool) { #expect(freed.count == 1 && kept.count == 0) }
        }
        #expect(freed.count == 1 && kept.count == 1)
    }
}
