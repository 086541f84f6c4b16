-- Packs, pack purchases and openings, free-pack claims, fee split records (issue 8). Hand-written while the game is built; regenerated with drizzle-kit when the issue closes.
SELECT 1;
