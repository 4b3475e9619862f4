// The C math library, the engine's only platform import: no I/O, no clock, no randomness.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Natural logarithm.
@inline(__always) func naturalLog(_ x: Double) -> Double { log(x) }

/// `base` raised to `exponent`.
@inline(__always) func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }

/// The angle of the vector (x, y), radians in (−π, π].
@inline(__always) func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
