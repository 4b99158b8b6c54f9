import { describe, expect, it } from 'vitest';
import { compactSkill, knownSkill, settleSkills, skillKey, skills } from './skills.ts';

describe('the skills taxonomy', () => {
  it('meets other spellings, scripts and cases at one key', () => {
    for (const name of ['React', 'reactjs', 'React.js', 'REACT', 'ری‌اکت', 'ری اکت'])
      expect(skillKey(name)).toBe('react');
    expect(skillKey('node js')).toBe(skillKey('Node.js'));
    expect(skillKey('پستگرس')).toBe(skillKey('PostgreSQL'));
    expect(skillKey('مديريت پروژه')).toBe(skillKey('Project management'));
    expect(skillKey('Layihə idarəetməsi')).toBe(skillKey('project management'));
  });

  it('keeps C, C++ and C# apart', () => {
    expect(new Set([skillKey('C'), skillKey('C++'), skillKey('C#'), skillKey('F#')]).size).toBe(4);
    expect(skillKey('c sharp')).toBe(skillKey('C#'));
    expect(skillKey('cpp')).toBe(skillKey('c++'));
  });

  it('compares a name outside the taxonomy by its compact form', () => {
    expect(knownSkill('Klingon grammar')).toBeUndefined();
    expect(skillKey('Klingon  Grammar')).toBe(skillKey('klingon-grammar'));
  });

  it("gives each known skill a key that is its own name's compact form", () => {
    // So a name typed before its entry existed already compares by the entry's key.
    for (const skill of skills) expect(skill.key).toBe(compactSkill(skill.name));
  });

  it('settles names: spellings become the name, in the writing’s language when it has one; unknown names stay', () => {
    expect(settleSkills(['reactjs', ' React ', 'Klingon', 'klingon', 'مدیریت پروژه'])).toEqual([
      'React',
      'Klingon',
      'مدیریت پروژه',
    ]);
    expect(settleSkills(['Project management', 'node', 'UI design'], 'fa')).toEqual([
      'مدیریت پروژه',
      'Node.js',
      'طراحی رابط کاربری',
    ]);
    expect(settleSkills(['مدیریت پروژه'], 'az')).toEqual(['Layihə idarəetməsi']);
    expect(settleSkills(['', '  ', '.'])).toEqual([]);
  });
});
