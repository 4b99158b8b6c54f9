/**
 * @generated SignedSource<<91c8b142b4fe8d71ca7c968fbf2b3b8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ResumeLanguageLevel = "BASIC" | "CONVERSATIONAL" | "FLUENT" | "NATIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ResumeView_document$data = {
  readonly certificates: ReadonlyArray<{
    readonly code: string | null | undefined;
    readonly scoreBand: string;
    readonly testTitle: string;
  }>;
  readonly education: ReadonlyArray<{
    readonly degree: string;
    readonly end: string | null | undefined;
    readonly field: string | null | undefined;
    readonly school: string;
    readonly start: string;
  }>;
  readonly email: string | null | undefined;
  readonly experience: ReadonlyArray<{
    readonly description: string | null | undefined;
    readonly end: string | null | undefined;
    readonly organization: string;
    readonly place: string | null | undefined;
    readonly start: string;
    readonly title: string;
  }>;
  readonly fullName: string | null | undefined;
  readonly headline: string | null | undefined;
  readonly identityWithheld: boolean;
  readonly languages: ReadonlyArray<{
    readonly level: ResumeLanguageLevel;
    readonly name: string;
  }>;
  readonly links: ReadonlyArray<{
    readonly label: string;
    readonly url: string;
  }>;
  readonly locale: string;
  readonly phone: string | null | undefined;
  readonly place: string | null | undefined;
  readonly projects: ReadonlyArray<{
    readonly description: string | null | undefined;
    readonly title: string;
    readonly url: string | null | undefined;
  }>;
  readonly skills: ReadonlyArray<string>;
  readonly summary: string | null | undefined;
  readonly " $fragmentType": "ResumeView_document";
};
export type ResumeView_document$key = {
  readonly " $data"?: ResumeView_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResumeView_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "place",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "start",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "end",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResumeView_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locale",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "identityWithheld",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResumeExperience",
      "kind": "LinkedField",
      "name": "experience",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organization",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResumeEducation",
      "kind": "LinkedField",
      "name": "education",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "school",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "degree",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skills",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResumeLanguage",
      "kind": "LinkedField",
      "name": "languages",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "level",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResumeProject",
      "kind": "LinkedField",
      "name": "projects",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v5/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResumeLink",
      "kind": "LinkedField",
      "name": "links",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        (v5/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResumeCertificate",
      "kind": "LinkedField",
      "name": "certificates",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "testTitle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scoreBand",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ResumeDocument",
  "abstractKey": null
};
})();

(node as any).hash = "f2e42ac9d3d51e55748bf6e097e3781e";

export default node;
