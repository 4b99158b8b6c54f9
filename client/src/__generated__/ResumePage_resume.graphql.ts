/**
 * @generated SignedSource<<c7859ca939ba65937427eb56a02b39d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ResumeLanguageLevel = "BASIC" | "CONVERSATIONAL" | "FLUENT" | "NATIVE" | "%future added value";
export type ResumeVerdict = "COMPLETE" | "NEEDS_WORK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ResumePage_resume$data = {
  readonly document: {
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
    readonly languages: ReadonlyArray<{
      readonly level: ResumeLanguageLevel;
      readonly name: string;
    }>;
    readonly links: ReadonlyArray<{
      readonly label: string;
      readonly url: string;
    }>;
    readonly phone: string | null | undefined;
    readonly place: string | null | undefined;
    readonly projects: ReadonlyArray<{
      readonly description: string | null | undefined;
      readonly title: string;
      readonly url: string | null | undefined;
    }>;
    readonly skills: ReadonlyArray<string>;
    readonly summary: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ResumeView_document">;
  } | null | undefined;
  readonly evaluation: {
    readonly changedSince: boolean;
    readonly note: string | null | undefined;
    readonly verdict: ResumeVerdict;
  } | null | undefined;
  readonly id: string;
  readonly locales: ReadonlyArray<string>;
  readonly openToEmployers: boolean;
  readonly pdfPath: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ResumeFileBox_resume">;
  readonly " $fragmentType": "ResumePage_resume";
};
export type ResumePage_resume$key = {
  readonly " $data"?: ResumePage_resume$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResumePage_resume">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "place",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "start",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "end",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "locale"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResumePage_resume",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locales",
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "pdfPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openToEmployers",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ResumeFileBox_resume"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResumeEvaluation",
      "kind": "LinkedField",
      "name": "evaluation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "verdict",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "changedSince",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "ResumeDocument",
      "kind": "LinkedField",
      "name": "document",
      "plural": false,
      "selections": [
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
        (v1/*:: as any*/),
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
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "organization",
              "storageKey": null
            },
            (v1/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/)
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
            (v3/*:: as any*/),
            (v4/*:: as any*/)
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
            (v2/*:: as any*/),
            (v6/*:: as any*/),
            (v5/*:: as any*/)
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
            (v6/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ResumeView_document"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Resume",
  "abstractKey": null
};
})();

(node as any).hash = "1abc9629749ffe760a9a610f22d2ad39";

export default node;
