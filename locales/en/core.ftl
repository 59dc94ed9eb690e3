## Reasons from the rules and the engine: illegal moves, move text, PDN, hints, draw counters.
