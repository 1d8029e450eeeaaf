/** Plays a paused video, or pauses a playing one: the one control our silent clips have. */
export function togglePlayback(video: HTMLVideoElement | null): void {
  if (!video) return;
  if (video.paused) void video.play();
  else video.pause();
}
