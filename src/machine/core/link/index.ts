/**
 * Share links, format version 2: the engine-independent half (alphabet, range-coded packing,
 * container with checksum, moves as indices). The engine plugs in through `MoveSource`.
 */
export { ALPHABET, digitOf, isAlphabetText, toDigits } from './alphabet.ts';
export { CHECK_CHARS, linkChecksum } from './checksum.ts';
export { fail, type LinkSyntaxErrorCode, type LinkResult, type LinkSyntaxError, linkError, REASONS } from './errors.ts';
export { type DecodedMoves, decodeMoves, type EncodedMoves, encodeMoves, MAX_LINK_MOVES, type MoveLimits, type MoveSource } from './moves.ts';
export { countHeaderBits, MAX_RADIX, MAX_STREAM_VALUES, packValues, RadixReader, RadixWriter, unpackValues } from './radix.ts';
export { formatSections, LINK_VERSION_2, type LinkSection, MAX_LINK_CHARS, type ParsedLink, parseSections } from './sections.ts';
export { decodeVarint, encodeVarint } from './varint.ts';
