import { describe, expect, it } from 'vitest';
import { commandForKey, isTextField } from './keyboard';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('commandForKey', () => {
  it('maps the documented shortcuts', () => {
    expect(commandForKey(key('ArrowLeft'), false)).toBe('previous');
    expect(commandForKey(key('PageUp'), false)).toBe('previous');
    expect(commandForKey(key('ArrowRight'), false)).toBe('next');
    expect(commandForKey(key('PageDown'), false)).toBe('next');
    expect(commandForKey(key('Home'), false)).toBe('first');
    expect(commandForKey(key('End'), false)).toBe('last');
    expect(commandForKey(key('+'), false)).toBe('zoomIn');
    expect(commandForKey(key('='), false)).toBe('zoomIn');
    expect(commandForKey(key('-'), false)).toBe('zoomOut');
    expect(commandForKey(key('0'), false)).toBe('zoomReset');
    expect(commandForKey(key('f', { ctrlKey: true }), false)).toBe('find');
    expect(commandForKey(key('F', { metaKey: true }), false)).toBe('find');
  });

  it('leaves text fields their keys, except Ctrl+F', () => {
    expect(commandForKey(key('ArrowLeft'), true)).toBeNull();
    expect(commandForKey(key('Home'), true)).toBeNull();
    expect(commandForKey(key('+'), true)).toBeNull();
    expect(commandForKey(key('f', { ctrlKey: true }), true)).toBe('find');
  });

  it('leaves the browser its own zoom and modified keys', () => {
    expect(commandForKey(key('+', { ctrlKey: true }), false)).toBeNull();
    expect(commandForKey(key('-', { metaKey: true }), false)).toBeNull();
    expect(commandForKey(key('ArrowLeft', { altKey: true }), false)).toBeNull();
    expect(commandForKey(key('f', { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(commandForKey(key('ArrowUp'), false)).toBeNull();
    expect(commandForKey(key(' '), false)).toBeNull();
  });
});

describe('isTextField', () => {
  it('knows which elements type text', () => {
    const el = (html: string) => {
      const div = document.createElement('div');
      div.innerHTML = html;
      return div.firstElementChild;
    };
    expect(isTextField(el('<input type="text">'))).toBe(true);
    expect(isTextField(el('<input type="search">'))).toBe(true);
    expect(isTextField(el('<input>'))).toBe(true);
    expect(isTextField(el('<textarea></textarea>'))).toBe(true);
    expect(isTextField(el('<input type="radio">'))).toBe(false);
    expect(isTextField(el('<button>x</button>'))).toBe(false);
    expect(isTextField(el('<div tabindex="0"></div>'))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});
