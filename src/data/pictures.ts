/** The logo and share picture every page shares, rendered once per build. */
import { getImage } from "astro:assets";
import { pictureImage, responsivePicture, type PhoneCrop, type PictureField } from "../lib/assets/pictures";
import { contentFile } from "../lib/content/site-content";
import { shareCrop } from "../lib/seo/seo";
import type { SingletonKey } from "../schemas";
import { singleton } from "./content";

/** A picture field of a single-file entry (a page's words), rendered at the widths its layout draws it. */
export function singletonPicture(
  key: SingletonKey,
  picture: PictureField,
  widths: readonly number[],
  phoneCrop?: PhoneCrop,
) {
  return responsivePicture(picture, contentFile(key), { widths, phoneCrop });
}

const site = singleton("site");

/** The logo, drawn 48 pixels high (src/components/site-logo.tsx): one, two and three times that. */
const logoImage = await pictureImage(site.logo, contentFile("site"));
const logoWidth = Math.round((48 * logoImage.width) / logoImage.height);
export const logo = {
  picture: await singletonPicture("site", site.logo, [logoWidth, logoWidth * 2, logoWidth * 3]),
  width: logoWidth,
  showsName: site.logoShowsName,
};

/** A picture cropped to the size shared links show, as a JPEG. */
export async function sharePicture(picture: PictureField, file: string) {
  const { image: src } = await pictureImage(picture, file);
  const image = await getImage({ src, ...shareCrop, fit: "cover", format: "jpg" });
  return { path: image.src, alt: picture.alt };
}

/** The picture a shared link to any page shows unless the page has its own. */
export const shareImage = await sharePicture(site.shareImage, contentFile("site"));
