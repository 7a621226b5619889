import { ImageResponse } from "next/og";
import { BrandMark } from "@/lib/seo/brand-mark";

// Home-screen icon (iOS and the web manifest): the mark on a full square, since the platform rounds the corners.
export const size = { width: 180, height: 180 };
export const contentType = "image/png";

export default function AppleIcon() {
  return new ImageResponse(
    (
      <div style={{ display: "flex", width: "100%", height: "100%", background: "#0f6157" }}>
        <BrandMark size={180} />
      </div>
    ),
    size,
  );
}
