// Prints the public routes of the registry as a JSON array (read by scripts/bench/site.mjs through tsx).
import { publicPages } from "@/lib/content/public-pages";

process.stdout.write(JSON.stringify(publicPages.map((page) => page.path)));
